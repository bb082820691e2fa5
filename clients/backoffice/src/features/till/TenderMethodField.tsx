/** How a deposit or a plan's first payment is taken: cash, card, mobile payment or another means. */
import { useIntl } from 'react-intl';
import { paymentMessages } from './payment-messages';
import { TENDER_METHODS } from './payment-form';
import type { TenderMethod } from './payment-form';

const TENDER_LABELS = {
  cash: paymentMessages.tenderCash,
  card: paymentMessages.tenderCard,
  mobile_payment: paymentMessages.tenderMobile,
  other: paymentMessages.tenderOther,
} as const;

interface Props {
  readonly id: string;
  readonly name: string;
  readonly value: TenderMethod;
  readonly onChange: (method: TenderMethod) => void;
}

export function TenderMethodField({ id, name, value, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className="till-field">
      <label htmlFor={id}>{intl.formatMessage(paymentMessages.tenderMethod)}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          const method = TENDER_METHODS.find((kept) => kept === event.target.value);
          if (method) onChange(method);
        }}
      >
        {TENDER_METHODS.map((method) => (
          <option key={method} value={method}>
            {intl.formatMessage(TENDER_LABELS[method])}
          </option>
        ))}
      </select>
    </div>
  );
}
