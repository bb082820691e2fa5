/**
 * The payment panel's fields as typed, turned into the sale's payment (TillPayment) and the problems
 * the cashier must fix first. Amounts are the fields' texts (CurrencyInput) read as integer centimes.
 * The rules are the spec's and the server's: cash given covers the total (the change is the rest);
 * a mixed payment's cash and card add up to the total exactly; a deposit is more than 0 and at most
 * the total (the balance stays due); an installment plan's first payment and installments add up to
 * the total, each installment more than 0 with strictly later due dates. till-data's paymentCheck
 * runs the shared rules again on the result: the screen validates only when both agree.
 */
import { PaymentType, parseDinars } from '@tijara/schema';
import type { TillPayment } from '../till-data';

/** The means a deposit or an installment plan's first payment may be taken with. */
export type TenderMethod = 'cash' | 'card' | 'mobile_payment' | 'other';
export const TENDER_METHODS: readonly TenderMethod[] = ['cash', 'card', 'mobile_payment', 'other'];

export interface InstallmentRow {
  readonly key: string;
  readonly amount: string;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
}

export interface PaymentFields {
  readonly cashGiven: string;
  readonly mixedCash: string;
  readonly mixedCard: string;
  readonly depositAmount: string;
  readonly depositMethod: TenderMethod;
  readonly firstPayment: string;
  readonly firstMethod: TenderMethod;
  readonly installments: readonly InstallmentRow[];
}

export const EMPTY_PAYMENT_FIELDS: PaymentFields = {
  cashGiven: '',
  mixedCash: '',
  mixedCard: '',
  depositAmount: '',
  depositMethod: 'cash',
  firstPayment: '',
  firstMethod: 'cash',
  installments: [],
};

/** What stands between the cashier and the Validate button, with the amounts it names (centimes). */
export type PaymentProblem =
  | { readonly kind: 'unreadable'; readonly field: string }
  | { readonly kind: 'cashMissing' }
  | { readonly kind: 'cashShort'; readonly missing: number }
  | { readonly kind: 'mixedParts' }
  | { readonly kind: 'mixedShort'; readonly difference: number }
  | { readonly kind: 'mixedOver'; readonly difference: number }
  | { readonly kind: 'depositMissing' }
  | { readonly kind: 'depositOver'; readonly total: number }
  | { readonly kind: 'firstOver'; readonly total: number }
  | { readonly kind: 'noInstallment' }
  | { readonly kind: 'installmentAmount'; readonly index: number }
  | { readonly kind: 'installmentDate'; readonly index: number }
  | { readonly kind: 'planShort'; readonly difference: number }
  | { readonly kind: 'planOver'; readonly difference: number };

export interface PaymentOutcome {
  /** Null while a field cannot be read. */
  readonly payment: TillPayment | null;
  readonly problems: readonly PaymentProblem[];
}

/** Centimes of a field: 0 when empty, undefined when it is not an amount. */
function amountOf(text: string): number | undefined {
  if (text.trim() === '') return 0;
  return parseDinars(text, { allowNegative: false }) ?? undefined;
}

const tenders = (method: PaymentType, amount: number) => (amount > 0 ? [{ method, amount }] : []);

function single(type: PaymentType, total: number): PaymentOutcome {
  return {
    payment: {
      paymentType: type,
      tenders: tenders(type, total),
      cashGiven: null,
      change: 0,
      installments: [],
      balanceDue: 0,
    },
    problems: [],
  };
}

function cash(total: number, fields: PaymentFields): PaymentOutcome {
  const given = amountOf(fields.cashGiven);
  if (given === undefined) return { payment: null, problems: [{ kind: 'unreadable', field: 'cashGiven' }] };
  const problems: PaymentProblem[] = [];
  if (fields.cashGiven.trim() === '' && total > 0) problems.push({ kind: 'cashMissing' });
  else if (given < total) problems.push({ kind: 'cashShort', missing: total - given });
  const payment: TillPayment = {
    paymentType: PaymentType.CASH,
    tenders: tenders(PaymentType.CASH, total),
    cashGiven: given,
    change: Math.max(0, given - total),
    installments: [],
    balanceDue: 0,
  };
  return { payment, problems };
}

function mixed(total: number, fields: PaymentFields): PaymentOutcome {
  const cashPart = amountOf(fields.mixedCash);
  const cardPart = amountOf(fields.mixedCard);
  const unreadable: PaymentProblem[] = [];
  if (cashPart === undefined) unreadable.push({ kind: 'unreadable', field: 'mixedCash' });
  if (cardPart === undefined) unreadable.push({ kind: 'unreadable', field: 'mixedCard' });
  if (cashPart === undefined || cardPart === undefined) return { payment: null, problems: unreadable };
  const problems: PaymentProblem[] = [];
  const difference = total - cashPart - cardPart;
  // Said once the parts make the total: before, what is missing is the more useful line.
  if (difference === 0 && (cashPart <= 0 || cardPart <= 0)) problems.push({ kind: 'mixedParts' });
  if (difference > 0) problems.push({ kind: 'mixedShort', difference });
  if (difference < 0) problems.push({ kind: 'mixedOver', difference: -difference });
  const payment: TillPayment = {
    paymentType: PaymentType.MIXED,
    tenders: [...tenders(PaymentType.CASH, cashPart), ...tenders(PaymentType.CARD, cardPart)],
    cashGiven: cashPart > 0 ? cashPart : null,
    change: 0,
    installments: [],
    balanceDue: 0,
  };
  return { payment, problems };
}

function deposit(total: number, fields: PaymentFields): PaymentOutcome {
  const amount = amountOf(fields.depositAmount);
  if (amount === undefined) {
    return { payment: null, problems: [{ kind: 'unreadable', field: 'depositAmount' }] };
  }
  const problems: PaymentProblem[] = [];
  if (amount <= 0) problems.push({ kind: 'depositMissing' });
  else if (amount > total) problems.push({ kind: 'depositOver', total });
  const payment: TillPayment = {
    paymentType: PaymentType.DEPOSIT,
    tenders: tenders(fields.depositMethod, amount),
    cashGiven: fields.depositMethod === 'cash' && amount > 0 ? amount : null,
    change: 0,
    installments: [],
    balanceDue: Math.max(0, total - amount),
  };
  return { payment, problems };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function planRowProblems(rows: readonly { amount: number | undefined; dueDate: string }[]): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  let previous = '';
  rows.forEach((row, index) => {
    if (row.amount === undefined || row.amount <= 0) problems.push({ kind: 'installmentAmount', index });
    if (!DAY.test(row.dueDate) || row.dueDate <= previous) problems.push({ kind: 'installmentDate', index });
    if (DAY.test(row.dueDate)) previous = row.dueDate;
  });
  return problems;
}

function installment(total: number, fields: PaymentFields): PaymentOutcome {
  const first = amountOf(fields.firstPayment);
  if (first === undefined) {
    return { payment: null, problems: [{ kind: 'unreadable', field: 'firstPayment' }] };
  }
  const rows = fields.installments.map((row) => ({ amount: amountOf(row.amount), dueDate: row.dueDate }));
  const problems: PaymentProblem[] = [];
  if (first > total) problems.push({ kind: 'firstOver', total });
  if (rows.length === 0) problems.push({ kind: 'noInstallment' });
  problems.push(...planRowProblems(rows));
  const difference = rows.reduce((rest, row) => rest - (row.amount ?? 0), total - first);
  if (rows.length > 0 && difference > 0) problems.push({ kind: 'planShort', difference });
  if (difference < 0) problems.push({ kind: 'planOver', difference: -difference });
  const payment: TillPayment = {
    paymentType: PaymentType.INSTALLMENT,
    tenders: tenders(fields.firstMethod, first),
    cashGiven: fields.firstMethod === 'cash' && first > 0 ? first : null,
    change: 0,
    installments: rows.map((row) => ({ amount: row.amount ?? 0, dueDate: row.dueDate })),
    balanceDue: Math.max(0, total - first),
  };
  return { payment, problems };
}

/** The payment the fields describe for a sale of `total` centimes, and what is still wrong with it. */
export function paymentOf(type: PaymentType, total: number, fields: PaymentFields): PaymentOutcome {
  switch (type) {
    case PaymentType.CASH:
      return cash(total, fields);
    case PaymentType.MIXED:
      return mixed(total, fields);
    case PaymentType.DEPOSIT:
      return deposit(total, fields);
    case PaymentType.INSTALLMENT:
      return installment(total, fields);
    default:
      return single(type, total);
  }
}

const DINAR = 100;

/**
 * Amounts a customer is likely to hand over for `total` centimes, after the exact amount: the total
 * rounded up to the next 100, 500, 1 000 and 2 000 DA (the notes in use), each once, above the total.
 */
export function cashSuggestions(total: number): number[] {
  const rounded = [100, 500, 1000, 2000].map((step) => Math.ceil(total / (step * DINAR)) * step * DINAR);
  return [...new Set([total, ...rounded.filter((amount) => amount > total)])].slice(0, 5);
}
