/** Rows of payment-queries.ts to the answers' shapes (labels, names, sorting). */
import { compareDeliveryLabels, customerFullName, deliveryLabel } from '../orders';
import type {
  DueRow,
  OrderLabelRow,
  PaymentLineRow,
  PaymentRow,
  SqlTimestamp,
  UnpaidOrderRow,
} from './payment-queries';
import type {
  RecordedTransporterPayment,
  TransporterDue,
  TransporterPaymentOrderLine,
  UnpaidTransporterOrder,
} from './transporter-payment.results';

function dateOf(value: SqlTimestamp): Date {
  return value instanceof Date ? value : new Date(value);
}

function labelsOf(row: OrderLabelRow) {
  return {
    deliveryName: deliveryLabel({
      id: row.id,
      trackingNumber: row.tracking_number,
      communeName: row.commune_name,
    }),
    customerFullName: customerFullName(row.firstname, row.lastname),
  };
}

/** Sorted by deliveryName, then id (the payment screen's options are sorted by text). */
export function unpaidOrdersOf(rows: readonly UnpaidOrderRow[]): UnpaidTransporterOrder[] {
  return rows
    .map((row) => ({
      id: row.id,
      uuid: row.uuid,
      ...labelsOf(row),
      total: row.total,
      deliveredAt: row.delivered_at === null ? null : dateOf(row.delivered_at),
    }))
    .sort(compareDeliveryLabels);
}

export function dueOf(row: DueRow): TransporterDue {
  return {
    transporterId: row.id,
    name: row.name,
    active: row.active,
    unpaidCount: row.unpaid_count,
    unpaidTotal: Number(row.unpaid_total),
  };
}

function linesOf(rows: readonly PaymentLineRow[]): TransporterPaymentOrderLine[] {
  return rows
    .map((row) => ({ id: row.id, ...labelsOf(row), amount: row.amount }))
    .sort(compareDeliveryLabels)
    .map(({ id, deliveryName, customerFullName: name, amount }) => ({
      orderId: id,
      deliveryName,
      customerFullName: name,
      amount,
    }));
}

/** Payments in the rows' order, each with its own lines. */
export function paymentsOf(
  rows: readonly PaymentRow[],
  lines: readonly PaymentLineRow[],
): RecordedTransporterPayment[] {
  const byPayment = new Map<number, PaymentLineRow[]>();
  for (const line of lines) {
    const own = byPayment.get(line.payment_id);
    if (own) own.push(line);
    else byPayment.set(line.payment_id, [line]);
  }
  return rows.map((row) => ({
    id: row.id,
    transporterId: row.transporter_id,
    transporterName: row.transporter_name,
    total: row.total,
    reference: row.reference,
    note: row.note,
    paidAt: dateOf(row.paid_at),
    recordedByName: row.recorded_by_name,
    orders: linesOf(byPayment.get(row.id) ?? []),
  }));
}
