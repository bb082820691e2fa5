/** Deposit: part of the total taken now (more than 0, at most the total, spec); the rest stays due. */
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import type { TillPayment } from '../till-data';
import { paymentMessages } from './payment-messages';
import type { PaymentFields } from './payment-form';
import { TenderMethodField } from './TenderMethodField';

interface Props {
  readonly total: number;
  readonly fields: PaymentFields;
  readonly payment: TillPayment | null;
  readonly onChange: (change: Partial<PaymentFields>) => void;
}

export function DepositFields({ total, fields, payment, onChange }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <div className="till-pay-fields till-pay-fields--two">
      <div>
        <CurrencyInput
          id="till-depositAmount"
          name="depositAmount"
          label={intl.formatMessage(paymentMessages.depositAmount)}
          value={fields.depositAmount}
          onValueChange={(depositAmount) => onChange({ depositAmount })}
        />
        <p className="muted">
          {intl.formatMessage(paymentMessages.depositMax, { total: formatMoney(total) })}
        </p>
      </div>
      <TenderMethodField
        id="till-depositMethod"
        name="depositMethod"
        value={fields.depositMethod}
        onChange={(depositMethod) => onChange({ depositMethod })}
      />
      {payment && fields.depositAmount !== '' ? (
        <p className="till-change" role="status">
          {intl.formatMessage(paymentMessages.balanceDue, { amount: formatMoney(payment.balanceDue) })}
        </p>
      ) : null}
    </div>
  );
}
