/**
 * The rules of a transporter payment, as plain functions: what a request must look like, which
 * orders a transporter may be paid for (delivered, cash on delivery, its own, not paid yet) and that
 * the total is exactly the sum of the chosen orders. The service locks the orders, then asks these.
 * Amounts are integer centimes of DZD.
 */
import { centimesToDinars, ErrorCode, OrderStatus, PaymentType, StockMessageKey } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue, PaymentType as PaymentTypeValue } from '@tijara/schema';
import { BadUserInputError, RuleError } from '../../core/errors';
import type { FieldErrors } from '../../core/errors';
import { MAX_ID } from '../../core/ids';

/** Orders one payment may settle: a carrier's weekly statement, with room to spare. */
export const MAX_ORDERS_PER_PAYMENT = 500;
export const MAX_REFERENCE_LENGTH = 100;
export const MAX_NOTE_LENGTH = 1000;

export interface PaymentRequest {
  readonly transporterId: number;
  readonly orderIds: readonly number[];
  /** Centimes: what the carrier handed over. */
  readonly total: number;
  readonly reference?: string | null;
  readonly note?: string | null;
}

export interface CheckedPayment {
  readonly transporterId: number;
  /** Ascending: the order rows are locked in this order, so concurrent payments never deadlock. */
  readonly orderIds: readonly number[];
  readonly total: number;
  readonly reference: string | null;
  readonly note: string | null;
}

function orderIdsProblem(ids: readonly number[]): string | null {
  if (ids.length === 0) return 'choose at least one order';
  if (ids.length > MAX_ORDERS_PER_PAYMENT) return `at most ${MAX_ORDERS_PER_PAYMENT} orders per payment`;
  if (ids.some((id) => !Number.isInteger(id) || id < 1)) return `ids are whole numbers from 1 to ${MAX_ID}`;
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) return `each order once (repeated: ${[...new Set(repeated)].join(', ')})`;
  return null;
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The request's shape, every field's problem at once (400): orders 1 to 500 whole ids without
 * repeats, a total of at least one centime, texts trimmed (blank means none) within their lengths.
 * A transporter id beyond the integer range is left to the lookup (an unknown transporter, 404).
 */
export function checkPaymentRequest(request: PaymentRequest): CheckedPayment {
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(request.transporterId) || request.transporterId < 1) {
    errors['transporterId'] = [`must be a whole number from 1 to ${MAX_ID}`];
  }
  const idsProblem = orderIdsProblem(request.orderIds);
  if (idsProblem) errors['orderIds'] = [idsProblem];
  if (!Number.isSafeInteger(request.total) || request.total < 1) {
    errors['total'] = ['must be a positive whole number of centimes'];
  }
  const reference = optionalText(request.reference);
  const note = optionalText(request.note);
  if (reference && reference.length > MAX_REFERENCE_LENGTH) {
    errors['reference'] = [`at most ${MAX_REFERENCE_LENGTH} characters`];
  }
  if (note && note.length > MAX_NOTE_LENGTH) errors['note'] = [`at most ${MAX_NOTE_LENGTH} characters`];
  if (Object.keys(errors).length > 0) throw new BadUserInputError(errors as FieldErrors, 'Invalid payment');
  const orderIds = [...request.orderIds].sort((a, b) => a - b);
  return { transporterId: request.transporterId, orderIds, total: request.total, reference, note };
}

/** An order as the payment sees it once locked. */
export interface PayableCandidate {
  readonly id: number;
  readonly transporterId: number | null;
  readonly status: OrderStatusValue;
  readonly paymentType: PaymentTypeValue;
  /** Centimes. */
  readonly total: number;
}

/** Awaiting this transporter's payment: delivered, cash on delivery, carried by it (and unpaid). */
export function isPayableBy(order: PayableCandidate, transporterId: number): boolean {
  return (
    order.status === OrderStatus.DELIVERED &&
    order.paymentType === PaymentType.TRANSPORTER &&
    order.transporterId === transporterId
  );
}

function idList(ids: readonly number[]): string {
  return ids.join(', ');
}

function orderRefusal(code: ErrorCode, key: string, message: string, ids: readonly number[]): RuleError {
  return new RuleError(code, key, message, { orderIds: [message] }, { orderIds: ids });
}

function dinars(amount: number): string {
  return `${centimesToDinars(amount).toFixed(2)} DA`;
}

export interface PaymentFacts {
  readonly payment: CheckedPayment;
  /** The requested orders that exist, locked. */
  readonly orders: readonly PayableCandidate[];
  /** The requested orders some payment already settles. */
  readonly paidOrderIds: readonly number[];
}

/**
 * Refuses the payment with the first rule it breaks, naming the orders at fault: unknown orders
 * (404), orders that are not this transporter's delivered cash-on-delivery ones (400
 * order_not_payable), orders already paid (409 order_already_paid), a total other than the orders'
 * sum (400 on `total`, payment_total_mismatch, with `expected`). Answers that sum when all pass.
 */
export function checkPayable({ payment, orders, paidOrderIds }: PaymentFacts): number {
  const found = new Set(orders.map((order) => order.id));
  const unknown = payment.orderIds.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    const message = `Unknown orders: ${idList(unknown)}`;
    throw orderRefusal(ErrorCode.NOT_FOUND, StockMessageKey.ORDER_NOT_PAYABLE, message, unknown);
  }
  const unpayable = orders.filter((o) => !isPayableBy(o, payment.transporterId)).map((o) => o.id);
  if (unpayable.length > 0) {
    const message = `Not delivered cash-on-delivery orders of this transporter: ${idList(unpayable)}`;
    throw orderRefusal(ErrorCode.BAD_USER_INPUT, StockMessageKey.ORDER_NOT_PAYABLE, message, unpayable);
  }
  if (paidOrderIds.length > 0) {
    const paid = [...paidOrderIds].sort((a, b) => a - b);
    const message = `Already paid: ${idList(paid)}`;
    throw orderRefusal(ErrorCode.CONFLICT, StockMessageKey.ORDER_ALREADY_PAID, message, paid);
  }
  const expected = orders.reduce((sum, order) => sum + order.total, 0);
  if (payment.total !== expected) {
    const message = `The chosen orders add up to ${dinars(expected)}, not ${dinars(payment.total)}`;
    throw new RuleError(
      ErrorCode.BAD_USER_INPUT,
      StockMessageKey.PAYMENT_TOTAL_MISMATCH,
      message,
      { total: [message] },
      { expected, total: payment.total },
    );
  }
  return expected;
}

/** The 409 for orders another payment settled first (the unique order column refused ours). */
export function alreadyPaidError(orderIds: readonly number[]): RuleError {
  const message = `Already paid: ${idList(orderIds)}`;
  return orderRefusal(ErrorCode.CONFLICT, StockMessageKey.ORDER_ALREADY_PAID, message, orderIds);
}
