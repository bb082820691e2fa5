/** Server answers for the order page's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import {
  OrderDetailAssignCarrierDocument,
  OrderDetailCarriersDocument,
  OrderDetailChangeStatusDocument,
  OrderDetailDocument,
  OrderDetailRecordPaymentDocument,
  OrderDetailResolveReviewDocument,
} from '../../__generated__/order-detail/graphql';

export const ORDER_UUID = '7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c0042';
export const SHOP_UUID = '5d0c3f7e-2a41-4c8e-9b1d-7e6f5a4b3c21';

type Order = OrderDetailFieldsFragment;

const line = (fields: Partial<Order['lines'][number]>) => ({
  __typename: 'OrderLineView' as const,
  id: 'line-1',
  position: 0,
  productId: 31,
  productName: 'Lait Candia 1 L',
  combinationId: null,
  combinationName: null,
  sku: 'LAIT-1L',
  quantity: 2,
  unitPrice: 10_000,
  unitPriceAfter: 9_000,
  cataloguePrice: null,
  taxRateBp: 1900,
  totalHt: 18_000,
  totalTtc: 21_420,
  promotions: [{ __typename: 'AppliedLinePromotionView' as const, promotionId: 7, amount: 2_000 }],
  ...fields,
});

/** A web order placed yesterday, cash on delivery to Alger Centre, waiting for a call. */
export function webOrder(fields: Partial<Order> = {}): Order & { __typename: 'OrderDetail' } {
  return {
    __typename: 'OrderDetail',
    id: 42,
    uuid: ORDER_UUID,
    shopUuid: SHOP_UUID,
    reference: 'CMD-000042',
    status: 'PENDING',
    allowedTransitions: ['CONFIRMED', 'CANCELLED'],
    channel: 'ECOMMERCE',
    orderType: null,
    paymentType: 'TRANSPORTER',
    source: 'cart',
    createdAt: '2026-11-24T09:05:00.000Z',
    deliveredAt: null,
    autoCancelAt: '2026-12-01T09:05:00.000Z',
    note: null,
    customerName: 'Amel Bouzid',
    customerPhone: '0551234567',
    customer: {
      __typename: 'OrderCustomerView',
      id: 12,
      firstname: 'Amel',
      lastname: 'Bouzid',
      phone: '0551234567',
      email: 'amel@example.dz',
    } as Order['customer'],
    customerRecord: {
      __typename: 'OrderCustomerRecord',
      orders: 5,
      delivered: 3,
      returned: 1,
      cancelled: 0,
    } as Order['customerRecord'],
    deliveryAddress: 'Cité 200 logements, bâtiment B',
    wilayaId: 16,
    wilayaName: 'Alger',
    communeId: 1601,
    communeName: 'Alger Centre',
    transporterId: null,
    transporterName: null,
    trackingNumber: null,
    lines: [
      line({}),
      line({
        id: 'line-2',
        position: 1,
        productId: 40,
        productName: 'Sac cabas',
        combinationId: 401,
        combinationName: 'Rouge',
        sku: null,
        quantity: 1,
        unitPrice: 100_000,
        unitPriceAfter: 100_000,
        totalHt: 100_000,
        totalTtc: 119_000,
        promotions: [],
      }),
    ],
    subtotalHt: 120_000,
    discountHt: 2_000,
    deliveryPrice: 60_000,
    deliveryDiscount: 0,
    total: 200_420,
    amountPaid: 0,
    balanceDue: 200_420,
    payments: [],
    installments: [],
    history: [
      {
        __typename: 'OrderStatusChangeView',
        changedAt: '2026-11-24T09:05:00.000Z',
        fromStatus: null,
        toStatus: 'PENDING',
        staffName: null,
        note: null,
        messageKey: null,
      } as Order['history'][number],
    ],
    offline: false,
    deviceId: null,
    deviceSequence: null,
    cashierName: null,
    posSession: null,
    receiptNumber: null,
    clientCreatedAt: null,
    createdByName: null,
    reviewStatus: null,
    reviewNote: null,
    reviewedAt: null,
    reviewedByName: null,
    flags: [],
    ...fields,
  };
}

export const historyStep = (fields: Partial<Order['history'][number]>): Order['history'][number] =>
  ({
    __typename: 'OrderStatusChangeView',
    changedAt: '2026-11-24T10:00:00.000Z',
    fromStatus: 'PENDING',
    toStatus: 'CONFIRMED',
    staffName: 'Nadia',
    note: null,
    messageKey: null,
    ...fields,
  }) as Order['history'][number];

export const installment = (sequence: number, amount: number, dueDate: string, paidAt: string | null) =>
  ({
    __typename: 'OrderInstallmentView',
    sequence,
    amount,
    dueDate,
    paidAt,
  }) as Order['installments'][number];

export const payment = (
  id: string,
  amount: number,
  method: Order['payments'][number]['method'],
  installmentOf: number | null,
) =>
  ({
    __typename: 'OrderPaymentView',
    id,
    amount,
    method,
    installment: installmentOf,
    paidAt: '2026-11-20T08:00:00.000Z',
  }) as Order['payments'][number];

export function detailAnswer(order: Order): MockedResponse {
  return {
    request: { query: OrderDetailDocument, variables: { uuid: order.uuid } },
    result: { data: { order, shop: { __typename: 'Shop', uuid: SHOP_UUID, name: 'Tijara Alger' } } },
  };
}

export function refused(code: string, extensions: Record<string, unknown> = {}) {
  return [new GraphQLError('refused', { extensions: { code, ...extensions } })];
}

export function notFoundAnswer(uuid = ORDER_UUID): MockedResponse {
  return {
    request: { query: OrderDetailDocument, variables: { uuid } },
    result: { errors: refused('NOT_FOUND') },
  };
}

export function carriersAnswer(communeId = 1601): MockedResponse {
  return {
    request: { query: OrderDetailCarriersDocument, variables: { communeId } },
    result: {
      data: {
        transporters: [
          { __typename: 'Transporter', id: 3, name: 'Yalidine', price: 60_000 },
          { __typename: 'Transporter', id: 5, name: 'Zr Express', price: 45_000 },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function statusAnswer(
  input: Record<string, unknown>,
  order: Order | null,
  errors?: GraphQLError[],
): MockedResponse {
  return {
    request: { query: OrderDetailChangeStatusDocument, variables: { input: { uuid: ORDER_UUID, ...input } } },
    result: order ? { data: { changeOrderStatus: order } } : { errors: errors ?? [] },
  };
}

export function carrierAnswer(
  input: Record<string, unknown>,
  order: Order | null,
  errors?: GraphQLError[],
): MockedResponse {
  return {
    request: {
      query: OrderDetailAssignCarrierDocument,
      variables: { input: { uuid: ORDER_UUID, ...input } },
    },
    result: order ? { data: { assignOrderTransporter: order } } : { errors: errors ?? [] },
  };
}

export function paymentAnswer(input: Record<string, unknown>, order: Order): MockedResponse {
  return {
    request: {
      query: OrderDetailRecordPaymentDocument,
      variables: { input: { uuid: ORDER_UUID, ...input } },
    },
    result: { data: { recordOrderPayment: order } },
  };
}

export function resolveAnswer(input: Record<string, unknown>, order: Order): MockedResponse {
  return {
    request: {
      query: OrderDetailResolveReviewDocument,
      variables: { input: { uuid: ORDER_UUID, ...input } },
    },
    result: { data: { resolveOrderReview: order } },
  };
}
