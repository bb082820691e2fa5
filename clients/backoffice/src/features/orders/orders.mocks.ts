/** Server answers for the orders list's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  OrderStatus,
  OrdersListQueryVariables,
  OrdersRowFragment,
} from '../../__generated__/orders/graphql';
import {
  OrdersCarriersDocument,
  OrdersListDocument,
  OrdersSetUnconfirmedDaysDocument,
  OrdersShopDelayDocument,
  OrdersWilayasDocument,
} from '../../__generated__/orders/graphql';

export type Row = OrdersRowFragment & { __typename: 'OrderSummary' };

export const SHOP_UUID = '5d0c3f7e-2a41-4c8e-9b1d-7e6f5a4b3c21';

export function orderRow(fields: Partial<Row> = {}): Row {
  const id = fields.id ?? 42;
  return {
    __typename: 'OrderSummary',
    id,
    uuid: `7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c${String(id).padStart(4, '0')}`,
    reference: `CMD-${String(id).padStart(6, '0')}`,
    createdAt: '2026-11-24T09:05:00.000Z',
    customerName: 'Amel Bouzid',
    customerPhone: '0551234567',
    channel: 'ECOMMERCE',
    orderType: null,
    paymentType: 'TRANSPORTER',
    status: 'PENDING',
    reviewStatus: null,
    total: 459_000,
    amountPaid: 0,
    wilayaName: 'Alger',
    communeName: 'Alger Centre',
    transporterName: 'Yalidine',
    trackingNumber: null,
    offline: false,
    autoCancelAt: null,
    ...fields,
  };
}

/** The list's defaults: newest first, 24 a page, counts under no filter. */
export const FIRST_PAGE = {
  countFilter: null,
  sort: 'CREATED_AT',
  direction: 'DESC',
  page: 1,
  pageSize: 24,
} as const;

const ZERO_COUNTS: Record<OrderStatus, number> = {
  PENDING: 0,
  CONFIRMED: 0,
  SHIPPED: 0,
  DELIVERED: 0,
  RETURNED: 0,
  CANCELLED: 0,
};

export function listAnswer(
  variables: Partial<OrdersListQueryVariables>,
  rows: Row[],
  {
    totalCount = rows.length,
    counts = {},
  }: { totalCount?: number; counts?: Partial<Record<OrderStatus, number>> } = {},
): MockedResponse {
  return {
    request: { query: OrdersListDocument, variables: { ...FIRST_PAGE, ...variables } },
    result: {
      data: {
        orders: { __typename: 'OrderSummaryPage', items: rows, page: 1, pageSize: 24, totalCount },
        orderStatusCounts: Object.entries({ ...ZERO_COUNTS, ...counts }).map(([status, count]) => ({
          __typename: 'OrderStatusCount',
          status,
          count,
        })),
      },
    },
  };
}

/** The filters' choices, answered as often as asked. */
export const optionAnswers: MockedResponse[] = [
  {
    request: { query: OrdersWilayasDocument },
    result: {
      data: {
        wilayas: [
          { __typename: 'Wilaya', id: 16, code: '16', name: 'Alger', nameAr: 'الجزائر' },
          { __typename: 'Wilaya', id: 31, code: '31', name: 'Oran', nameAr: 'وهران' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: OrdersCarriersDocument },
    result: {
      data: {
        transportersDue: [
          { __typename: 'TransporterDue', transporterId: 3, name: 'Yalidine', active: true },
          { __typename: 'TransporterDue', transporterId: 5, name: 'Zr Express', active: false },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

export function shopDelayAnswer(days: number): MockedResponse {
  return {
    request: { query: OrdersShopDelayDocument },
    result: { data: { shop: { __typename: 'Shop', uuid: SHOP_UUID, unconfirmedOrderDays: days } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function setDelayAnswer(days: number): MockedResponse {
  return {
    request: { query: OrdersSetUnconfirmedDaysDocument, variables: { shopUuid: SHOP_UUID, days } },
    result: {
      data: { setUnconfirmedOrderDays: { __typename: 'Shop', uuid: SHOP_UUID, unconfirmedOrderDays: days } },
    },
  };
}
