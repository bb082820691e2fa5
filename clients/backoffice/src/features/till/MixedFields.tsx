/** Mixed: a part in cash and the rest by card; the two must make the total exactly (spec). */
import { useIntl } from 'react-intl';
import { formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { paymentMessages } from './payment-messages';
import type { PaymentFields } from './payment-form';

interface Props {
  readonly total: number;
  readonly fields: PaymentFields;
  readonly onChange: (change: Partial<PaymentFields>) => void;
}

export function MixedFields({ total, fields, onChange }: Props) {
  const intl = useIntl();
  const cash = parseCurrencyInput(fields.mixedCash);
  const rest = typeof cash === 'number' && cash > 0 && cash < total ? total - cash : null;
  return (
    <div className="till-pay-fields till-pay-fields--two">
      <CurrencyInput
        id="till-mixedCash"
        name="mixedCash"
        label={intl.formatMessage(paymentMessages.mixedCash)}
        value={fields.mixedCash}
        onValueChange={(mixedCash) => onChange({ mixedCash })}
      />
      <CurrencyInput
        id="till-mixedCard"
        name="mixedCard"
        label={intl.formatMessage(paymentMessages.mixedCard)}
        value={fields.mixedCard}
        onValueChange={(mixedCard) => onChange({ mixedCard })}
      />
      <button
        type="button"
        className="pos-button"
        disabled={rest === null}
        onClick={() => rest !== null && onChange({ mixedCard: formatCurrencyInput(rest) })}
      >
        {intl.formatMessage(paymentMessages.restByCard)}
      </button>
    </div>
  );
}
