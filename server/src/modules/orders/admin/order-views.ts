/**
 * Rows of order-reads.sql.ts made into the contract's shapes. The nested json_agg parts come back as
 * JSON (timestamps as ISO text, money as numbers), so dates are rebuilt here.
 */
import type {
  OrderFlagKind,
  OrderReviewStatus,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from '@tijara/schema';
import { customerFullName, orderReference } from '../data';
import type { OrderFlag } from '../data';
import {
  OrderCustomerRecord,
  OrderDetail,
  OrderFlagView,
  OrderInstallmentView,
  OrderLineView,
  OrderPaymentView,
  OrderStatusChangeView,
  OrderSummary,
} from '../graphql/order.results';
import { allowedTransitions } from './order-rules';
import type { DetailRow, SqlTimestamp, SummaryRow } from './order-reads.sql';

function dateOf(value: SqlTimestamp): Date {
  return value instanceof Date ? value : new Date(value);
}

function maybeDate(value: SqlTimestamp | null | undefined): Date | null {
  return value === null || value === undefined ? null : dateOf(value);
}

function listOf<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

function fill<T extends object>(target: T, values: Partial<T>): T {
  return Object.assign(target, values);
}

export function summaryOf(row: SummaryRow): OrderSummary {
  return fill(new OrderSummary(), {
    id: row.id,
    uuid: row.uuid,
    reference: orderReference(row.id),
    channel: row.channel as SalesChannel,
    orderType: row.order_type as OrderType | null,
    paymentType: row.payment_type as PaymentType,
    status: row.status as OrderStatus,
    customerName: customerFullName(row.firstname, row.lastname),
    customerPhone: row.phone,
    wilayaName: row.wilaya_name,
    communeName: row.commune_name,
    transporterId: row.transporter_id,
    transporterName: row.transporter_name,
    trackingNumber: row.tracking_number,
    total: Number(row.total),
    amountPaid: Number(row.amount_paid),
    createdAt: dateOf(row.created_at),
    reviewStatus: row.review_status as OrderReviewStatus | null,
    receiptNumber: row.receipt_number,
    offline: row.offline,
    autoCancelAt: maybeDate(row.auto_cancel_at),
  });
}

interface LineJson extends Omit<OrderLineView, 'promotions'> {
  promotions: { promotionId: number; amount: number }[];
}

function flagOf(flag: OrderFlag): OrderFlagView {
  return fill(new OrderFlagView(), {
    kind: flag.kind as OrderFlagKind,
    productId: flag.productId,
    combinationId: flag.combinationId,
    sold: flag.sold ?? null,
    available: flag.available ?? null,
    chargedUnitPrice: flag.chargedUnitPrice ?? null,
    catalogueUnitPrice: flag.catalogueUnitPrice ?? null,
  });
}

/** The nested lists of the detail row. */
function partsOf(
  row: DetailRow,
): Pick<OrderDetail, 'lines' | 'payments' | 'installments' | 'history' | 'flags'> {
  return {
    lines: listOf<LineJson>(row.lines).map((line) =>
      fill(new OrderLineView(), { ...line, promotions: line.promotions.map((p) => ({ ...p })) }),
    ),
    payments: listOf<OrderPaymentView & { paidAt: string }>(row.payments).map((p) =>
      fill(new OrderPaymentView(), { ...p, paidAt: dateOf(p.paidAt) }),
    ),
    installments: listOf<OrderInstallmentView & { paidAt: string | null }>(row.installments).map((i) =>
      fill(new OrderInstallmentView(), { ...i, paidAt: maybeDate(i.paidAt) }),
    ),
    history: listOf<OrderStatusChangeView & { changedAt: string }>(row.history).map((h) =>
      fill(new OrderStatusChangeView(), { ...h, changedAt: dateOf(h.changedAt) }),
    ),
    flags: listOf<OrderFlag>(row.flags).map(flagOf),
  };
}

function customerRecordOf(value: unknown): OrderCustomerRecord {
  const parsed = (
    typeof value === 'string' ? JSON.parse(value) : value
  ) as Partial<OrderCustomerRecord> | null;
  return fill(new OrderCustomerRecord(), {
    orders: Number(parsed?.orders ?? 0),
    delivered: Number(parsed?.delivered ?? 0),
    returned: Number(parsed?.returned ?? 0),
    cancelled: Number(parsed?.cancelled ?? 0),
  });
}

export function detailOf(row: DetailRow): OrderDetail {
  const summary = summaryOf(row);
  return fill(new OrderDetail(), {
    ...summary,
    shopUuid: row.shop_uuid,
    customer: {
      id: row.customer_id,
      uuid: row.customer_uuid,
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      email: row.email,
    },
    customerRecord: customerRecordOf(row.customer_record),
    deliveryAddress: row.delivery_address,
    wilayaId: row.wilaya_id,
    communeId: row.commune_id,
    subtotalHt: Number(row.subtotal_ht),
    discountHt: Number(row.discount_ht),
    deliveryPrice: Number(row.delivery_price),
    deliveryDiscount: Number(row.delivery_discount),
    balanceDue: summary.total - summary.amountPaid,
    ...partsOf(row),
    clientOrderKey: row.client_order_key,
    cartExternalId: row.cart_external_id,
    locale: row.locale,
    source: row.source,
    deviceId: row.device_id,
    cashierName: row.cashier_name,
    posSession: row.pos_session,
    deviceSequence: row.device_sequence,
    clientCreatedAt: maybeDate(row.client_created_at),
    createdByName: row.created_by_name,
    note: row.note,
    reviewedAt: maybeDate(row.reviewed_at),
    reviewedByName: row.reviewed_by_name,
    reviewNote: row.review_note,
    allowedTransitions: allowedTransitions(summary.status),
    deliveredAt: maybeDate(row.delivered_at),
  });
}
