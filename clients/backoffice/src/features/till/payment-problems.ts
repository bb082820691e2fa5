/**
 * What stands between the cashier and the Validate button, in words: the panel's own problems with
 * the amounts they name, else the keys till-data's paymentCheck answers (the shared rules of
 * @tijara/schema the server applies again).
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { OrderMessageKey } from '@tijara/schema';
import { paymentMessages as m } from './payment-messages';
import type { PaymentProblem } from './payment-form';

const CHECK_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [OrderMessageKey.PAYMENTS_MISMATCH]: m.checkPayments,
  [OrderMessageKey.DEPOSIT_ABOVE_TOTAL]: m.checkDeposit,
  [OrderMessageKey.INSTALLMENTS_MISMATCH]: m.checkInstallments,
};

const FIELD_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  cashGiven: m.cashGiven,
  mixedCash: m.mixedCash,
  mixedCard: m.mixedCard,
  depositAmount: m.depositAmount,
  firstPayment: m.firstPayment,
};

const FIELD_FALLBACK: MessageDescriptor = m.amount;
const CHECK_FALLBACK: MessageDescriptor = m.checkOther;

function problemText(intl: IntlShape, money: (amount: number) => string, problem: PaymentProblem): string {
  switch (problem.kind) {
    case 'unreadable':
      return intl.formatMessage(m.unreadable, {
        field: intl.formatMessage(FIELD_NAMES[problem.field] ?? FIELD_FALLBACK),
      });
    case 'cashMissing':
      return intl.formatMessage(m.cashMissing);
    case 'cashShort':
      return intl.formatMessage(m.cashShort, { amount: money(problem.missing) });
    case 'mixedParts':
      return intl.formatMessage(m.mixedParts);
    case 'mixedShort':
      return intl.formatMessage(m.mixedShort, { amount: money(problem.difference) });
    case 'mixedOver':
      return intl.formatMessage(m.mixedOver, { amount: money(problem.difference) });
    case 'depositMissing':
      return intl.formatMessage(m.depositMissing);
    case 'depositOver':
      return intl.formatMessage(m.depositOver, { total: money(problem.total) });
    case 'firstOver':
      return intl.formatMessage(m.firstOver, { total: money(problem.total) });
    case 'noInstallment':
      return intl.formatMessage(m.noInstallment);
    case 'installmentAmount':
      return intl.formatMessage(m.installmentAmountRule, { index: problem.index + 1 });
    case 'installmentDate':
      return intl.formatMessage(m.installmentDateRule, { index: problem.index + 1 });
    case 'planShort':
      return intl.formatMessage(m.planShort, { amount: money(problem.difference) });
    case 'planOver':
      return intl.formatMessage(m.planOver, { amount: money(problem.difference) });
  }
}

/** The lines to show: the panel's problems when it has some, else the shared check's. */
export function problemLines(
  intl: IntlShape,
  money: (amount: number) => string,
  problems: readonly PaymentProblem[],
  checkKeys: readonly string[],
): string[] {
  if (problems.length > 0) return problems.map((problem) => problemText(intl, money, problem));
  return [...new Set(checkKeys)].map((key) => intl.formatMessage(CHECK_MESSAGES[key] ?? CHECK_FALLBACK));
}
