/**
 * Cash: the amount the customer hands over, typed or tapped (the exact total, then the next round
 * amounts of the notes in use), and the change to give back, large.
 */
import { useIntl } from 'react-intl';
import { formatCurrencyInput, useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { paymentMessages } from './payment-messages';
import { cashSuggestions } from './payment-form';
import type { PaymentFields } from './payment-form';
import type { TillPayment } from '../till-data';

interface Props {
  readonly total: number;
  readonly fields: PaymentFields;
  readonly payment: TillPayment | null;
  readonly onChange: (change: Partial<PaymentFields>) => void;
}

export function CashFields({ total, fields, payment, onChange }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const enough =
    payment !== null && payment.cashGiven !== null && payment.cashGiven >= total && fields.cashGiven !== '';
  return (
    <div className="till-pay-fields">
      <CurrencyInput
        id="till-cashGiven"
        name="cashGiven"
        label={intl.formatMessage(paymentMessages.cashGiven)}
        value={fields.cashGiven}
        onValueChange={(cashGiven) => onChange({ cashGiven })}
      />
      <div className="till-quick" role="group" aria-label={intl.formatMessage(paymentMessages.quickAmounts)}>
        {cashSuggestions(total).map((amount) => (
          <button
            key={amount}
            type="button"
            className="pos-button"
            onClick={() => onChange({ cashGiven: formatCurrencyInput(amount) })}
          >
            {amount === total ? intl.formatMessage(paymentMessages.exactAmount) : formatMoney(amount)}
          </button>
        ))}
      </div>
      {enough ? (
        <p className="till-change" role="status">
          {intl.formatMessage(paymentMessages.change, { amount: formatMoney(payment.change) })}
        </p>
      ) : null}
    </div>
  );
}
