/**
 * The checks of a POS sale entry that need no database, all at once: every field at fault becomes
 * a reason naming it (a path inside the entry), so a till learns everything wrong with a sale in one
 * answer. Passing entries come out normalised (lower-case keys and uuids, trimmed text, the customer
 * form's normalised values, upper-case coupon codes): the form that is stored and fingerprinted.
 */
import {
  MAX_STOCK_QUANTITY,
  POS_PAYMENT_TYPES,
  PaymentType,
  checkCustomerForm,
  installmentPlanProblem,
  isOrderKey,
  normaliseCouponCode,
  normalizeOrderKey,
  paymentProblem,
} from '@tijara/schema';
import type { InstallmentLine, TenderLine } from '@tijara/schema';
import { MAX_ID, isUuid } from '../../../core/ids';
import { SyncReasonCode, codeOfMessageKey, reason } from './sync-reasons';
import type { SyncReason } from './sync-reasons';
import type {
  PosCustomerRequest,
  PosSaleLineRequest,
  PosSaleRequest,
  SyncEntryRequest,
} from './sync-request';

/** Integer columns hold amounts up to 2^31-1 centimes. */
const MAX_AMOUNT = 2_147_483_647;
export const MAX_SALE_LINES = 200;
const MAX_COUPON_CODES = 5;
const MAX_TEXT = 100;
const MAX_NOTE = 1000;

export type SaleCustomer =
  | { readonly kind: 'walk-in' }
  | { readonly kind: 'known'; readonly id: number }
  | {
      readonly kind: 'form';
      readonly firstname: string;
      readonly lastname: string;
      readonly phone: string;
      readonly email: string;
    };

export interface CheckedSale {
  /** The client order id, lower case: the order's clientOrderKey. */
  readonly clientOrderKey: string;
  readonly deviceId: string;
  readonly cashierId: string;
  readonly sessionId: string | null;
  readonly deviceSequence: number | null;
  readonly receiptNumber: string | null;
  readonly createdAt: Date;
  readonly shopUuid: string;
  readonly customer: SaleCustomer;
  readonly lines: readonly PosSaleLineRequest[];
  readonly paymentType: PaymentType;
  readonly tenders: readonly TenderLine[];
  readonly total: number;
  readonly deliveryPrice: number;
  readonly couponCodes: readonly string[];
  readonly note: string | null;
  readonly installments: readonly InstallmentLine[];
}

export type SaleCheck =
  | { readonly ok: true; readonly sale: CheckedSale }
  | { readonly ok: false; readonly reasons: readonly SyncReason[] };

const isAmount = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT;
const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;
const bad = (field: string, message: string) => reason(SyncReasonCode.BAD_USER_INPUT, message, { field });

/** Trimmed text, null when blank; a reason when longer than `max`. */
function optionalText(reasons: SyncReason[], field: string, raw: string | null, max = MAX_TEXT) {
  const text = raw?.trim() ?? '';
  if (text.length > max) reasons.push(bad(field, `At most ${max} characters`));
  return text === '' ? null : text;
}

/** The client order id: a UUID, lower case; the idempotency key must be the same id. */
export function saleKeyOf(entry: SyncEntryRequest, reasons: SyncReason[]): string {
  const key = normalizeOrderKey(entry.clientOrderId);
  if (!isOrderKey(key) || !isUuid(key)) reasons.push(bad('clientOrderId', 'Must be a UUID'));
  if (normalizeOrderKey(entry.idempotencyKey) !== key) {
    reasons.push(bad('idempotencyKey', "A POS sale's idempotency key is its client order id"));
  }
  return key;
}

function checkLine(line: PosSaleLineRequest, index: number, reasons: SyncReason[]): void {
  const at = (name: string) => `sale.lines.${index}.${name}`;
  if (!isId(line.productId)) reasons.push(bad(at('productId'), 'Not a product id'));
  if (line.combinationId !== null && !isId(line.combinationId)) {
    reasons.push(bad(at('combinationId'), 'Not a combination id'));
  }
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_STOCK_QUANTITY) {
    reasons.push(bad(at('quantity'), `A whole number from 1 to ${MAX_STOCK_QUANTITY}`));
  }
  for (const name of ['unitPrice', 'unitPriceAfter', 'totalHt', 'totalTtc'] as const) {
    if (!isAmount(line[name])) reasons.push(bad(at(name), 'Centimes from 0'));
  }
  line.promotions.forEach((promotion, p) => {
    if (!isId(promotion.promotionId) || !isAmount(promotion.amount)) {
      reasons.push(bad(at(`promotions.${p}`), 'A promotion id and centimes from 0'));
    }
  });
}

function checkLines(lines: readonly PosSaleLineRequest[], reasons: SyncReason[]): void {
  if (lines.length === 0) reasons.push(bad('sale.lines', 'A sale has at least one line'));
  if (lines.length > MAX_SALE_LINES) reasons.push(bad('sale.lines', `At most ${MAX_SALE_LINES} lines`));
  lines.forEach((line, index) => checkLine(line, index, reasons));
}

export function checkSaleCustomer(customer: PosCustomerRequest | null, reasons: SyncReason[]): SaleCustomer {
  if (customer === null) return { kind: 'walk-in' };
  if (customer.id !== null) {
    if (!isId(customer.id)) reasons.push(bad('sale.customer.id', 'Not a customer id'));
    return { kind: 'known', id: customer.id };
  }
  const { values, errors } = checkCustomerForm({
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    phone: customer.phone ?? '',
    email: customer.email ?? '',
  });
  // The message is the customer form's key: the till shows the same text as at the counter.
  for (const [name, key] of Object.entries(errors)) reasons.push(bad(`sale.customer.${name}`, key));
  return { kind: 'form', ...values };
}

/** Totals and payment: the lines add up to the total, and the tenders pay it as the type says. */
function checkMoney(sale: PosSaleRequest, reasons: SyncReason[]): void {
  if (!isAmount(sale.total)) reasons.push(bad('sale.total', 'Centimes from 0'));
  if (!isAmount(sale.deliveryPrice)) reasons.push(bad('sale.deliveryPrice', 'Centimes from 0'));
  const linesTotal = sale.lines.reduce((sum, line) => sum + line.totalTtc, 0);
  if (linesTotal + sale.deliveryPrice !== sale.total) {
    const message = `The lines (${linesTotal}) and the delivery price (${sale.deliveryPrice}) make ${linesTotal + sale.deliveryPrice}, not ${sale.total}`;
    reasons.push(reason(SyncReasonCode.TOTAL_MISMATCH, message, { field: 'sale.total' }));
  }
  if (!POS_PAYMENT_TYPES.includes(sale.paymentType)) {
    reasons.push(bad('sale.paymentType', 'Not a POS payment type'));
    return;
  }
  const payment = paymentProblem(sale.paymentType, sale.total, sale.tenders);
  if (payment) reasons.push(reason(codeOfMessageKey(payment), payment, { field: 'sale.tenders' }));
  if (sale.paymentType === PaymentType.INSTALLMENT) {
    const paid = sale.tenders.reduce((sum, tender) => sum + tender.amount, 0);
    const plan = installmentPlanProblem(sale.total, paid, sale.installments);
    if (plan) reasons.push(reason(codeOfMessageKey(plan), plan, { field: 'sale.installments' }));
  } else if (sale.installments.length > 0) {
    reasons.push(bad('sale.installments', 'Installments are for the INSTALLMENT payment type'));
  }
}

function couponCodesOf(codes: readonly string[], reasons: SyncReason[]): string[] {
  const normalised = [...new Set(codes.map(normaliseCouponCode).filter((code) => code !== ''))];
  if (normalised.length > MAX_COUPON_CODES) {
    reasons.push(bad('sale.couponCodes', `At most ${MAX_COUPON_CODES} codes`));
  }
  if (normalised.some((code) => code.length > MAX_TEXT)) {
    reasons.push(bad('sale.couponCodes', `At most ${MAX_TEXT} characters`));
  }
  return normalised;
}

/** Every check of a sale entry; `cashierId` is the one the access check settled on. */
export function checkSale(entry: SyncEntryRequest, sale: PosSaleRequest, cashierId: string): SaleCheck {
  const reasons: SyncReason[] = [];
  const clientOrderKey = saleKeyOf(entry, reasons);
  const deviceId = optionalText(reasons, 'deviceId', entry.deviceId);
  if (deviceId === null) reasons.push(bad('deviceId', 'Required'));
  const sessionId = optionalText(reasons, 'sessionId', entry.sessionId);
  const receiptNumber = optionalText(reasons, 'receiptNumber', entry.receiptNumber);
  const sequence = entry.deviceSequence;
  if (sequence !== null && (!Number.isInteger(sequence) || sequence < 0 || sequence > MAX_AMOUNT)) {
    reasons.push(bad('deviceSequence', 'A whole number from 0'));
  }
  if (Number.isNaN(entry.createdAt.getTime())) reasons.push(bad('createdAt', 'Not a date'));
  if (!isUuid(sale.shopUuid)) reasons.push(bad('sale.shopUuid', 'Not a shop id'));
  checkLines(sale.lines, reasons);
  const customer = checkSaleCustomer(sale.customer, reasons);
  checkMoney(sale, reasons);
  const couponCodes = couponCodesOf(sale.couponCodes, reasons);
  const note = optionalText(reasons, 'sale.note', sale.note, MAX_NOTE);
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    sale: {
      clientOrderKey,
      deviceId: deviceId ?? '',
      cashierId,
      sessionId,
      deviceSequence: sequence,
      receiptNumber,
      createdAt: entry.createdAt,
      shopUuid: sale.shopUuid.toLowerCase(),
      customer,
      lines: sale.lines,
      paymentType: sale.paymentType,
      tenders: sale.tenders,
      total: sale.total,
      deliveryPrice: sale.deliveryPrice,
      couponCodes,
      note,
      installments: sale.installments,
    },
  };
}
