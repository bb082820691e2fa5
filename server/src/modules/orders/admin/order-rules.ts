/**
 * The rules of staff order management as plain functions (unit tested beside): texts staff type,
 * the list search, which status moves and transporter changes are allowed, which channel goes with
 * which order and payment type, and what a recorded payment may be.
 */
import {
  ORDER_PAYMENT_TYPES,
  ORDER_STATUS_TRANSITIONS,
  OrderMessageKey,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
  TENDER_TYPES,
  installmentPlanProblem,
  normaliseDigits,
} from '@tijara/schema';
import { MAX_ID } from '../../../core/ids';
import type { OrderProblems } from './order-problems';

export const ORDERS_PAGE_SIZE = 24;
export const MAX_NOTE_LENGTH = 500;
export const MAX_TRACKING_LENGTH = 64;
export const MAX_ADDRESS_LENGTH = 255;

/** The order type each staff channel makes (POS and the storefront make their own orders). */
export const STAFF_ORDER_TYPES: Readonly<Partial<Record<SalesChannel, OrderType>>> = {
  [SalesChannel.PHONE]: OrderType.PHONE,
  [SalesChannel.WHOLESALE]: OrderType.WHOLESALER,
  [SalesChannel.INSTALLMENT]: OrderType.INSTALLMENT,
};

/** Trimmed text or null when blank; `problem` says why it is refused (too long). */
export function optionalText(
  raw: string | null | undefined,
  max: number,
): { value: string | null; problem: string | null } {
  const value = raw?.trim() ?? '';
  if (value.length > max) return { value: null, problem: `At most ${max} characters` };
  return { value: value === '' ? null : value, problem: null };
}

export interface OrderSearch {
  /** Matched anywhere in "firstname lastname" (ILIKE). */
  readonly text: string;
  /** The order id a reference names (CMD-000042, 000042 or 42). */
  readonly orderId: number | null;
  /** Digits to find in the stored phone (0550... form); null when the search has too few. */
  readonly phoneDigits: string | null;
}

const REFERENCE = /^(?:cmd-?)?0*(\d{1,10})$/i;

/** What a search box text looks for; null for a blank one. */
export function orderSearchOf(raw: string | null | undefined): OrderSearch | null {
  const text = normaliseDigits(raw ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (text === '') return null;
  const reference = REFERENCE.exec(text);
  const id = reference?.[1] === undefined ? null : Number(reference[1]);
  let digits = text.replace(/[^\d+]/g, '');
  const international = ['+213', '00213'].find((prefix) => digits.startsWith(prefix));
  if (international) digits = `0${digits.slice(international.length)}`;
  digits = digits.replace(/\D/g, '');
  return {
    text,
    orderId: id !== null && id >= 1 && id <= MAX_ID ? id : null,
    phoneDigits: digits.length >= 3 ? digits : null,
  };
}

/** Where staff may move an order from its status (the table of @tijara/schema). */
export function allowedTransitions(status: OrderStatus): OrderStatus[] {
  return [...ORDER_STATUS_TRANSITIONS[status]];
}

/** The transporter and tracking number may change until the parcel is delivered, returned or cancelled. */
export function transporterLocked(status: OrderStatus): boolean {
  return (
    status === OrderStatus.DELIVERED || status === OrderStatus.RETURNED || status === OrderStatus.CANCELLED
  );
}

export interface StaffOrderKind {
  readonly channel: SalesChannel;
  readonly orderType: OrderType;
  readonly paymentType: PaymentType;
  readonly delivered: boolean;
}

/**
 * A staff channel with its own order type; an order payment type; installments exactly for the
 * INSTALLMENT channel; cash on delivery only with a delivery.
 */
export function checkOrderKind(kind: StaffOrderKind, problems: OrderProblems): void {
  const expected = STAFF_ORDER_TYPES[kind.channel];
  if (expected === undefined) problems.add('channel', 'Staff enter PHONE, WHOLESALE or INSTALLMENT orders');
  else if (kind.orderType !== expected) problems.add('orderType', `A ${kind.channel} order is a ${expected}`);
  if (!ORDER_PAYMENT_TYPES.includes(kind.paymentType)) {
    problems.add('paymentType', 'Choose cash, transporter payment, deposit or installment');
  } else if ((kind.paymentType === PaymentType.INSTALLMENT) !== (kind.channel === SalesChannel.INSTALLMENT)) {
    problems.add('paymentType', 'Installment orders, and only they, are paid by installments');
  } else if (kind.paymentType === PaymentType.TRANSPORTER && !kind.delivered) {
    problems.add('paymentType', 'Cash on delivery needs a delivery');
  }
}

export interface PaymentPlan {
  readonly paymentType: PaymentType;
  /** Centimes; null when the order could not be priced (the rules needing it wait). */
  readonly total: number | null;
  readonly firstPayment: number | null;
  readonly installments: readonly { readonly amount: number; readonly dueDate: string }[];
}

const isCentimes = (value: number | null): value is number => value !== null && Number.isSafeInteger(value);

/** A deposit is more than 0 and at most the total; an installment plan adds up; nothing else carries either. */
export function checkPaymentPlan(plan: PaymentPlan, problems: OrderProblems): void {
  const { firstPayment: first, total } = plan;
  if (plan.paymentType === PaymentType.DEPOSIT) {
    if (!isCentimes(first) || first <= 0 || (total !== null && first > total)) {
      problems.add(
        'firstPayment',
        'A deposit is more than 0 and at most the total',
        OrderMessageKey.DEPOSIT_ABOVE_TOTAL,
      );
    }
  } else if (plan.paymentType === PaymentType.INSTALLMENT) {
    checkInstallmentPlan(plan, problems);
  } else if (first !== null) {
    problems.add('firstPayment', 'Only a deposit or an installment order takes a first payment');
  }
  if (plan.paymentType !== PaymentType.INSTALLMENT && plan.installments.length > 0) {
    problems.add('installments', 'Only an installment order has installments');
  }
}

function checkInstallmentPlan(plan: PaymentPlan, problems: OrderProblems): void {
  const { firstPayment: first, total } = plan;
  const key = OrderMessageKey.INSTALLMENTS_MISMATCH;
  if (!isCentimes(first) || first < 0 || (total !== null && first > total)) {
    problems.add('firstPayment', 'The first payment is from 0 to the total', key);
  } else if (plan.installments.length === 0) {
    problems.add('installments', 'An installment order has at least one installment', key);
  } else if (total !== null && installmentPlanProblem(total, first, plan.installments) !== null) {
    problems.add(
      'installments',
      `With the first payment they must add up to the total (${total} centimes), each more than 0, due dates increasing`,
      key,
    );
  }
}

export interface PaymentTarget {
  readonly status: OrderStatus;
  readonly paymentType: PaymentType;
  /** Centimes. */
  readonly balance: number;
  /** The installment named, when the request names one that exists. */
  readonly installment: { readonly amount: number; readonly paid: boolean } | null;
}

export interface PaymentRequest {
  readonly amount: number;
  readonly method: PaymentType;
  readonly installment: number | null;
}

/** Money received later: a tender method, at most the balance, an installment paid once and whole. */
export function checkRecordedPayment(
  target: PaymentTarget,
  request: PaymentRequest,
  problems: OrderProblems,
): void {
  if (target.status === OrderStatus.CANCELLED || target.status === OrderStatus.RETURNED) {
    problems.add('uuid', `A ${target.status} order takes no payment`);
    return;
  }
  if (!TENDER_TYPES.includes(request.method))
    problems.add('method', 'Choose cash, card, mobile payment or other');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    problems.add('amount', 'A payment is more than 0');
  } else if (request.amount > target.balance) {
    problems.add(
      'amount',
      `At most the balance due (${target.balance} centimes)`,
      OrderMessageKey.PAYMENTS_MISMATCH,
    );
  }
  const byInstallments = target.paymentType === PaymentType.INSTALLMENT;
  if (!byInstallments) {
    if (request.installment !== null)
      problems.add('installment', 'Only installment orders have installments');
    return;
  }
  if (request.installment === null) problems.add('installment', 'Name the installment this pays');
  else if (target.installment === null) problems.add('installment', 'No such installment');
  else if (target.installment.paid) problems.add('installment', 'This installment is already paid');
  else if (request.amount !== target.installment.amount) {
    problems.add(
      'amount',
      `The installment is ${target.installment.amount} centimes`,
      OrderMessageKey.INSTALLMENTS_MISMATCH,
    );
  }
}
