/**
 * How the order is paid: the spec's order payment types the order type allows (cash, transporter
 * payment, deposit; installment for installment orders only), a carrier's payment only with a
 * delivery; a deposit more than 0 and at most the total; an installment order's plan.
 */
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { OrderVocabulary } from '../orders';
import { InstallmentPlan } from './InstallmentPlan';
import { paymentTypesFor } from './order-form';
import type { StaffPaymentType } from './order-form';
import { paymentMessages } from './payment-messages';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  readonly vocabulary: OrderVocabulary;
  /** Centimes: the quote's total, null while it is not known. */
  readonly total: number | null;
}

export function PaymentSection(props: Props) {
  const { form, update, base, errors, vocabulary, total } = props;
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = `${base}-paymentType`;
  const pickup = form.fulfilment === 'pickup';
  const hinted = pickup && form.orderType !== 'INSTALLMENT';
  return (
    <fieldset className="so-section">
      <legend>{intl.formatMessage(paymentMessages.payment)}</legend>
      <div className="so-field">
        <label htmlFor={id}>{intl.formatMessage(paymentMessages.paymentType)}</label>
        <select
          id={id}
          name="paymentType"
          value={form.paymentType}
          onChange={(event) => update((f) => ({ ...f, paymentType: event.target.value as StaffPaymentType }))}
          {...invalidProps(errors, base, 'paymentType', hinted ? `${id}-hint` : undefined)}
        >
          {paymentTypesFor(form.orderType).map((type) => (
            <option key={type} value={type} disabled={type === 'TRANSPORTER' && pickup}>
              {intl.formatMessage(vocabulary.PAYMENT_LABELS[type])}
            </option>
          ))}
        </select>
        {hinted ? (
          <p id={`${id}-hint`} className="muted so-hint">
            {intl.formatMessage(paymentMessages.needsDelivery)}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} lines={errors['paymentType']} />
      </div>
      {form.paymentType === 'DEPOSIT' ? (
        <div className="so-field">
          <CurrencyInput
            id={`${base}-firstPayment`}
            name="firstPayment"
            label={intl.formatMessage(paymentMessages.deposit)}
            value={form.firstPayment}
            onValueChange={(firstPayment) => update((f) => ({ ...f, firstPayment }))}
            errors={errors['firstPayment']}
          />
          {total !== null && !errors['firstPayment'] ? (
            <p className="muted so-hint">
              {intl.formatMessage(paymentMessages.depositMax, { total: formatMoney(total) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {form.paymentType === 'INSTALLMENT' ? <InstallmentPlan {...props} /> : null}
    </fieldset>
  );
}
