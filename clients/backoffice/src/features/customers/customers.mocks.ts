/** Server answers for the customer screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  CustomerDetailQuery,
  CustomerListQueryVariables,
  CustomerListRowFieldsFragment,
  CustomerRecentOrdersQuery,
} from '../../__generated__/customers/graphql';
import {
  CustomerDetailDocument,
  CustomerListDocument,
  CustomerRecentOrdersDocument,
} from '../../__generated__/customers/graphql';

export type Row = CustomerListRowFieldsFragment & { __typename: 'CustomerListRow' };

export function customerRow(fields: Partial<Row> = {}): Row {
  return {
    __typename: 'CustomerListRow',
    id: 7,
    firstname: 'Nadia',
    lastname: 'Ferhat',
    phone: '0550998877',
    email: 'nadia@example.dz',
    orderCount: 4,
    spent: 245_001,
    lastOrderAt: '2026-10-25T09:00:00.000Z',
    ...fields,
  };
}

/** The list's defaults: by name, 24 a page. */
export const FIRST_PAGE = { sortBy: 'NAME', descending: false, page: 1, pageSize: 24 } as const;

export function listAnswer(
  variables: Partial<CustomerListQueryVariables>,
  items: Row[],
  totalCount = items.length,
): MockedResponse {
  const asked = { ...FIRST_PAGE, ...variables };
  return {
    request: { query: CustomerListDocument, variables: asked },
    result: {
      data: {
        customerList: {
          __typename: 'CustomerListPage',
          items,
          totalCount,
          page: asked.page,
          pageSize: asked.pageSize,
        },
      },
    },
  };
}

type Customer = CustomerDetailQuery['customer'];

/** A nested object as the server sends it: with its __typename, which the generated types leave out. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

const STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;

export function customerDetail(fields: Partial<Customer> = {}): Customer & { __typename: 'CustomerDetail' } {
  const counts: Record<(typeof STATUSES)[number], number> = {
    PENDING: 1,
    CONFIRMED: 0,
    SHIPPED: 0,
    DELIVERED: 3,
    CANCELLED: 1,
    RETURNED: 1,
  };
  return {
    __typename: 'CustomerDetail',
    id: 7,
    shopName: 'Tijara Démo',
    firstname: 'Nadia',
    lastname: 'Ferhat',
    phone: '0550998877',
    email: 'nadia@example.dz',
    createdAt: '2026-09-14T10:00:00.000Z',
    totals: typed('CustomerTotals', {
      orderCount: 4,
      deliveredCount: 3,
      spent: 245_001,
      averageBasket: 81_667,
      firstOrderAt: '2026-10-03T09:00:00.000Z',
      lastOrderAt: '2026-10-25T09:00:00.000Z',
      byStatus: STATUSES.map((status) => typed('CustomerStatusCount', { status, count: counts[status] })),
    }),
    addresses: [
      typed('CustomerAddress', {
        wilayaId: 31,
        wilayaCode: '31',
        wilayaName: 'Oran',
        communeId: 1205,
        communeName: 'Bir El Djir',
        address: 'Bd de la Soummam',
        orderCount: 2,
        lastUsedAt: '2026-10-25T09:00:00.000Z',
      }),
      typed('CustomerAddress', {
        wilayaId: 16,
        wilayaCode: '16',
        wilayaName: 'Alger',
        communeId: 540,
        communeName: 'Alger Centre',
        address: '12 rue Didouche Mourad',
        orderCount: 3,
        lastUsedAt: '2026-10-21T09:00:00.000Z',
      }),
    ],
    segments: [
      typed('CustomerSegment', { id: 3, name: 'Fidèles', kind: 'RULE' as const }),
      typed('CustomerSegment', { id: 5, name: 'VIP Oran', kind: 'MEMBERS' as const }),
    ],
    ...fields,
  };
}

export function detailAnswer(customer: Customer = customerDetail()): MockedResponse {
  return {
    request: { query: CustomerDetailDocument, variables: { id: customer.id } },
    result: { data: { customer } },
  };
}

type RecentOrder = CustomerRecentOrdersQuery['orders']['items'][number];

export function recentOrder(
  n: number,
  fields: Partial<RecentOrder> = {},
): RecentOrder & { __typename: 'OrderSummary' } {
  return {
    __typename: 'OrderSummary',
    id: 40 + n,
    uuid: `5e1c0f3a-2b7d-4c59-9f0e-00000000${String(40 + n).padStart(4, '0')}`,
    reference: `CMD-${String(40 + n).padStart(6, '0')}`,
    createdAt: `2026-10-${String(25 - n).padStart(2, '0')}T09:00:00.000Z`,
    channel: 'ECOMMERCE',
    status: 'DELIVERED',
    total: 80_000 + n,
    ...fields,
  };
}

export function recentAnswer(
  customerId: number,
  items: RecentOrder[],
  totalCount = items.length,
): MockedResponse {
  return {
    request: { query: CustomerRecentOrdersDocument, variables: { customerId, pageSize: 12 } },
    result: { data: { orders: { __typename: 'OrderSummaryPage', items, totalCount } } },
  };
}
