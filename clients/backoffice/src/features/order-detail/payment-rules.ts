/**
 * What a payment staff record may be, checked before it is sent (the server checks again): more than
 * 0 and at most the balance; a method money actually changes hands with; for an installment order,
 * one unpaid installment, paid whole.
 */
import type { MessageDescriptor } from 'react-intl';
import { parseCurrencyInput } from '@tijara/shared';
import type { OrderDetailFieldsFragment, PaymentType } from '../../__generated__/order-detail/graphql';
import { actionMessages } from './action-messages';

/** The means staff record a later payment with (TENDER_TYPES of @tijara/schema). */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'MOBILE', 'OTHER'] as const satisfies readonly PaymentType[];

export interface PaymentDraft {
  /** As typed in the currency input ("1 250,00"). */
  readonly amount: string;
  readonly method: PaymentType;
  /** The installment's sequence, '' when none is chosen. */
  readonly installment: string;
}

type Order = Pick<OrderDetailFieldsFragment, 'balanceDue' | 'paymentType' | 'installments'>;

export interface PaymentProblem {
  readonly field: 'amount' | 'installment';
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, number>>;
}

export const paysByInstallments = (order: Pick<Order, 'paymentType' | 'installments'>) =>
  order.paymentType === 'INSTALLMENT' && order.installments.length > 0;

/** The payment to send, or the problems to show under their fields. */
export function checkPayment(
  order: Order,
  draft: PaymentDraft,
): { ok: true; amount: number; installment: number | null } | { ok: false; problems: PaymentProblem[] } {
  const problems: PaymentProblem[] = [];
  const amount = parseCurrencyInput(draft.amount);
  const installment = paysByInstallments(order)
    ? order.installments.find(
        (entry) => String(entry.sequence) === draft.installment && entry.paidAt === null,
      )
    : undefined;
  if (paysByInstallments(order) && !installment) {
    problems.push({ field: 'installment', message: actionMessages.installmentRequired });
  }
  if (typeof amount !== 'number' || amount <= 0) {
    problems.push({ field: 'amount', message: actionMessages.amountRequired });
  } else if (amount > order.balanceDue) {
    problems.push({
      field: 'amount',
      message: actionMessages.amountAboveBalance,
      values: { balance: order.balanceDue },
    });
  } else if (installment && amount !== installment.amount) {
    problems.push({
      field: 'amount',
      message: actionMessages.installmentAmount,
      values: { amount: installment.amount },
    });
  }
  if (problems.length > 0 || typeof amount !== 'number') return { ok: false, problems };
  return { ok: true, amount, installment: installment?.sequence ?? null };
}
