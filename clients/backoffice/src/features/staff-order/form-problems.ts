/**
 * The form's own checks before it is sent: the rules the server applies (the customer form rules of
 * @tijara/schema, delivery, lines, deposit, installment plan), so staff see every problem at once,
 * under its field, without a round trip. Problems are keyed by the form's fields: customer,
 * firstname, lastname, phone, email, address, wilaya, commune, transporter, lines, `line:<key>`,
 * paymentType, firstPayment, installments, `installment:<key>:amount|dueDate`, note.
 */
import type { MessageDescriptor } from 'react-intl';
import { checkCustomerForm } from '@tijara/schema';
import type { FieldErrors } from '../../components/field-errors';
import { parseWholeNumber } from '../../components/whole-number';
import { planBalance } from '../../components/installment-plan';
import { messages } from './messages';
import { centimesOf } from './order-input';
import type { OrderFormValues } from './order-form';
import { paymentMessages } from './payment-messages';

export const MAX_NOTE_LENGTH = 500;

export interface Problem {
  readonly message: MessageDescriptor;
  /** Centimes the message names (formatted as money when shown). */
  readonly money?: Readonly<Record<string, number>>;
}

export type FormProblems = Readonly<Record<string, readonly Problem[]>>;

type Collector = Record<string, Problem[]>;

const add = (problems: Collector, field: string, problem: Problem) => {
  (problems[field] ??= []).push(problem);
};

const CUSTOMER_RULES = {
  firstname: messages.nameRule,
  lastname: messages.nameRule,
  phone: messages.phoneRule,
  email: messages.emailRule,
} as const;

function checkCustomer(form: OrderFormValues, problems: Collector) {
  if (form.customerMode === 'search') {
    if (!form.customer) add(problems, 'customer', { message: messages.customerRequired });
    return;
  }
  const { errors } = checkCustomerForm(form.newCustomer);
  for (const field of ['firstname', 'lastname', 'phone', 'email'] as const) {
    if (errors[field] !== undefined) add(problems, field, { message: CUSTOMER_RULES[field] });
  }
}

/** The spec's one sentence, under each delivery field still empty. */
function checkDelivery(form: OrderFormValues, problems: Collector) {
  if (form.fulfilment === 'pickup') return;
  const missing = {
    address: form.address.trim() === '',
    wilaya: form.wilayaId === null,
    commune: form.communeId === null,
    transporter: form.transporterId === null,
  };
  for (const [field, isMissing] of Object.entries(missing)) {
    if (isMissing) add(problems, field, { message: messages.deliveryRequired });
  }
}

function checkLines(form: OrderFormValues, problems: Collector) {
  if (form.lines.length === 0) add(problems, 'lines', { message: paymentMessages.cartEmpty });
  for (const line of form.lines) {
    const quantity = parseWholeNumber(line.quantity);
    if (quantity === null || quantity < 1) {
      add(problems, `line:${line.key}`, { message: paymentMessages.quantityRule });
    }
  }
}

function checkDeposit(form: OrderFormValues, total: number | null, problems: Collector) {
  const deposit = centimesOf(form.firstPayment);
  if (deposit === null || deposit <= 0) {
    add(problems, 'firstPayment', { message: paymentMessages.depositPositive });
  } else if (total === null) {
    add(problems, 'firstPayment', { message: paymentMessages.planWaiting });
  } else if (deposit > total) {
    add(problems, 'firstPayment', { message: paymentMessages.depositMax, money: { total } });
  }
}

/** Each installment more than 0, due dates increasing, and the whole plan adding up to the total. */
function checkInstallments(form: OrderFormValues, total: number | null, problems: Collector) {
  const first = centimesOf(form.firstPayment);
  if (first === null) add(problems, 'firstPayment', { message: paymentMessages.installmentAmountRule });
  else if (total !== null && first > total) {
    add(problems, 'firstPayment', { message: paymentMessages.firstPaymentMax, money: { total } });
  }
  if (form.installments.length === 0) {
    add(problems, 'installments', { message: paymentMessages.atLeastOneInstallment });
    return;
  }
  let previous = '';
  const amounts = form.installments.map((row) => {
    const amount = centimesOf(row.amount);
    if (amount === null || amount <= 0) {
      add(problems, `installment:${row.key}:amount`, { message: paymentMessages.installmentAmountRule });
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.dueDate) || row.dueDate <= previous) {
      add(problems, `installment:${row.key}:dueDate`, { message: paymentMessages.dueDateRule });
    }
    previous = row.dueDate > previous ? row.dueDate : previous;
    return amount ?? 0;
  });
  if (total === null) {
    add(problems, 'installments', { message: paymentMessages.planWaiting });
    return;
  }
  const { difference } = planBalance(total, first ?? 0, amounts);
  if (difference > 0) {
    add(problems, 'installments', { message: paymentMessages.planShort, money: { total, difference } });
  } else if (difference < 0) {
    add(problems, 'installments', {
      message: paymentMessages.planOver,
      money: { total, difference: -difference },
    });
  }
}

/** Every problem of the form; `total` (centimes) is the quote's, null while it is not known. */
export function checkForm(form: OrderFormValues, total: number | null): FormProblems {
  const problems: Collector = {};
  checkCustomer(form, problems);
  checkDelivery(form, problems);
  checkLines(form, problems);
  if (form.paymentType === 'TRANSPORTER' && form.fulfilment === 'pickup') {
    add(problems, 'paymentType', { message: paymentMessages.needsDelivery });
  }
  if (form.paymentType === 'DEPOSIT') checkDeposit(form, total, problems);
  if (form.paymentType === 'INSTALLMENT') checkInstallments(form, total, problems);
  if (form.note.trim().length > MAX_NOTE_LENGTH)
    add(problems, 'note', { message: paymentMessages.noteTooLong });
  return problems;
}

/** The problems as the lines shown under each field. */
export function formatProblems(problems: FormProblems, format: (problem: Problem) => string): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(format)]));
}

/** Several sources of lines about the form's fields, each line once. */
export function mergeErrors(...sources: readonly FieldErrors[]): FieldErrors {
  const merged: Record<string, string[]> = {};
  for (const source of sources) {
    for (const [field, lines] of Object.entries(source)) {
      const list = (merged[field] ??= []);
      for (const line of lines) if (!list.includes(line)) list.push(line);
    }
  }
  return merged;
}
