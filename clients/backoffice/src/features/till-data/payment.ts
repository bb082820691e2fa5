/**
 * The payment rules the till checks before it records and prints, the same functions the server
 * checks the sale with (@tijara/schema): a mixed payment adds up to the total, a deposit is at most
 * the total, an installment plan adds up with its first payment; only POS payment types.
 */
import {
  OrderMessageKey,
  POS_PAYMENT_TYPES,
  PaymentType,
  installmentPlanProblem,
  paymentProblem,
} from '@tijara/schema';
import type { TillPayment } from './types';

/** The message keys of what is wrong (OrderMessageKey values); empty when the payment is right. */
export function paymentCheck(total: number, payment: TillPayment): string[] {
  if (!POS_PAYMENT_TYPES.includes(payment.paymentType)) return [OrderMessageKey.PAYMENTS_MISMATCH];
  const problems: string[] = [];
  const payments = paymentProblem(payment.paymentType, total, payment.tenders);
  if (payments) problems.push(payments);
  if (payment.paymentType === PaymentType.INSTALLMENT) {
    const paid = payment.tenders.reduce((sum, tender) => sum + tender.amount, 0);
    const plan = installmentPlanProblem(total, paid, payment.installments);
    if (plan) problems.push(plan);
  } else if (payment.installments.length > 0) {
    problems.push(OrderMessageKey.INSTALLMENTS_MISMATCH);
  }
  return problems;
}
