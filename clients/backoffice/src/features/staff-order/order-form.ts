/**
 * The staff order form's state, as typed: what the draft keeps on the device (JSON), amounts and
 * quantities as their text, and the rules that tie its choices together (the order type decides the
 * channel and the payment types; a pickup cannot be paid to a carrier).
 */
import type { OrderType, PaymentType, SalesChannel } from '../../__generated__/staff-order/graphql';
import { parseWholeNumber } from '../../components/whole-number';

/** The order types staff enter (the spec's phoneorder, wholesalerorder, installmentorder). */
export type StaffOrderType = Extract<OrderType, 'PHONE' | 'WHOLESALER' | 'INSTALLMENT'>;
export const STAFF_ORDER_TYPES: readonly StaffOrderType[] = ['PHONE', 'WHOLESALER', 'INSTALLMENT'];

/** Each staff order type is made on its own channel (the server refuses any other pair). */
export const CHANNEL_OF: Readonly<Record<StaffOrderType, SalesChannel>> = {
  PHONE: 'PHONE',
  WHOLESALER: 'WHOLESALE',
  INSTALLMENT: 'INSTALLMENT',
};

/** The spec's order payment types: cash, transporter payment, deposit, installment. */
export type StaffPaymentType = Extract<PaymentType, 'CASH' | 'TRANSPORTER' | 'DEPOSIT' | 'INSTALLMENT'>;

/** Installment orders, and only they, are paid by installments. */
export function paymentTypesFor(orderType: StaffOrderType): readonly StaffPaymentType[] {
  return orderType === 'INSTALLMENT' ? ['INSTALLMENT'] : ['CASH', 'TRANSPORTER', 'DEPOSIT'];
}

export interface ChosenCustomer {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
}

export interface NewCustomer {
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string;
}

export interface FormLine {
  /** One line per product and combination: `${productId}:${combinationId ?? 0}`. */
  readonly key: string;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly productName: string;
  readonly combinationName: string | null;
  /** As typed: a whole number from 1 once checked. */
  readonly quantity: string;
}

export interface FormInstallment {
  readonly key: string;
  /** As typed in dinars ("10 000,00"). */
  readonly amount: string;
  /** YYYY-MM-DD, as the date input gives it. */
  readonly dueDate: string;
}

export type Fulfilment = 'delivery' | 'pickup';
export type CustomerMode = 'search' | 'new';

export interface OrderFormValues {
  readonly orderType: StaffOrderType;
  readonly customerMode: CustomerMode;
  readonly customer: ChosenCustomer | null;
  readonly newCustomer: NewCustomer;
  readonly fulfilment: Fulfilment;
  readonly wilayaId: number | null;
  readonly communeId: number | null;
  readonly transporterId: number | null;
  readonly address: string;
  readonly lines: readonly FormLine[];
  readonly paymentType: StaffPaymentType;
  /** The deposit, or an installment order's first payment, as typed in dinars. */
  readonly firstPayment: string;
  readonly installments: readonly FormInstallment[];
  readonly note: string;
}

export const EMPTY_FORM: OrderFormValues = {
  orderType: 'PHONE',
  customerMode: 'search',
  customer: null,
  newCustomer: { firstname: '', lastname: '', phone: '', email: '' },
  fulfilment: 'delivery',
  wilayaId: null,
  communeId: null,
  transporterId: null,
  address: '',
  lines: [],
  paymentType: 'TRANSPORTER',
  firstPayment: '',
  installments: [],
  note: '',
};

export function lineKey(productId: number, combinationId: number | null): string {
  return `${productId}:${combinationId ?? 0}`;
}

/** The payment type kept when it still fits, else the first one the new choices allow. */
function fittingPayment(form: OrderFormValues): StaffPaymentType {
  const allowed = paymentTypesFor(form.orderType).filter(
    (type) => type !== 'TRANSPORTER' || form.fulfilment === 'delivery',
  );
  return allowed.includes(form.paymentType) ? form.paymentType : (allowed[0] ?? 'CASH');
}

export function withOrderType(form: OrderFormValues, orderType: StaffOrderType): OrderFormValues {
  const next = { ...form, orderType };
  return { ...next, paymentType: fittingPayment(next) };
}

export function withFulfilment(form: OrderFormValues, fulfilment: Fulfilment): OrderFormValues {
  const next = { ...form, fulfilment };
  return { ...next, paymentType: fittingPayment(next) };
}

/** A product added again adds to its line's quantity instead of making a second line. */
export function withLine(form: OrderFormValues, line: FormLine, quantity: number): OrderFormValues {
  const known = form.lines.find((candidate) => candidate.key === line.key);
  if (!known) return { ...form, lines: [...form.lines, { ...line, quantity: String(quantity) }] };
  const current = parseWholeNumber(known.quantity);
  const sum = current !== null && current > 0 ? current + quantity : quantity;
  return {
    ...form,
    lines: form.lines.map((candidate) =>
      candidate.key === line.key ? { ...candidate, quantity: String(sum) } : candidate,
    ),
  };
}
