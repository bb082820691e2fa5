/**
 * The payment panel: the spec's POS payment types as large choices (the type re-prices the cart:
 * payment-method promotions), the fields of the chosen one, what is still wrong in words, and the
 * Validate button, disabled until the payment is valid by the panel's rules and the shared ones
 * (till-data's paymentCheck). A second tap while the sale is being recorded does nothing: one sale.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentType } from '@tijara/schema';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import { Modal } from '../../components/Modal';
import { SubmitButton } from '../../components/SubmitButton';
import { paymentCheck } from '../till-data';
import type { TillPayment } from '../till-data';
import { CashFields } from './CashFields';
import { DepositFields } from './DepositFields';
import { InstallmentFields } from './InstallmentFields';
import { MixedFields } from './MixedFields';
import { EMPTY_PAYMENT_FIELDS, paymentOf } from './payment-form';
import type { PaymentFields } from './payment-form';
import { PAYMENT_TYPE_LABELS, TILL_PAYMENT_TYPES } from './payment-labels';
import { paymentMessages } from './payment-messages';
import { problemLines } from './payment-problems';

interface Props {
  /** Centimes the customer owes, as priced for the chosen type. */
  readonly total: number;
  readonly paymentType: PaymentType;
  readonly onPaymentType: (type: PaymentType) => void;
  /** Records the sale; a rejection leaves the panel open with a message. */
  readonly onValidate: (payment: TillPayment) => Promise<void>;
  readonly onClose: () => void;
}

function TypePicker({ value, onChange }: { value: PaymentType; onChange: (type: PaymentType) => void }) {
  const intl = useIntl();
  return (
    <fieldset className="till-pay-types">
      <legend>{intl.formatMessage(paymentMessages.paymentType)}</legend>
      {TILL_PAYMENT_TYPES.map((type) => (
        <label key={type} className={type === value ? 'till-pay-type till-pay-type--on' : 'till-pay-type'}>
          <input
            type="radio"
            name="paymentType"
            value={type}
            checked={type === value}
            onChange={() => onChange(type)}
          />
          {intl.formatMessage(PAYMENT_TYPE_LABELS[type])}
        </label>
      ))}
    </fieldset>
  );
}

export function PaymentDialog({ total, paymentType, onPaymentType, onValidate, onClose }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [fields, setFields] = useState<PaymentFields>(EMPTY_PAYMENT_FIELDS);
  const [recording, setRecording] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const { payment, problems } = paymentOf(paymentType, total, fields);
  const checkKeys = payment ? paymentCheck(total, payment) : [];
  const valid = payment !== null && problems.length === 0 && checkKeys.length === 0;
  const lines = problemLines(intl, formatMoney, problems, checkKeys);
  const onChange = (change: Partial<PaymentFields>) => setFields((current) => ({ ...current, ...change }));

  const validate = () => {
    if (!valid || busy.current) return;
    busy.current = true;
    setRecording(true);
    setFailed(false);
    onValidate(payment).catch((error: unknown) => {
      console.warn('The till could not record the sale', error);
      busy.current = false;
      setRecording(false);
      setFailed(true);
    });
  };

  const props = { total, fields, payment, onChange };
  return (
    <Modal
      open
      wide
      title={intl.formatMessage(paymentMessages.title, { total: formatMoney(total) })}
      onClose={() => !busy.current && onClose()}
      footer={
        <>
          <button
            type="button"
            className="pos-button pos-button--quiet"
            disabled={recording}
            onClick={onClose}
          >
            {intl.formatMessage(commonMessages.cancel)}
          </button>
          <SubmitButton
            type="button"
            submitting={recording}
            disabled={!valid}
            className="pos-button pos-button--primary pos-button--large"
            onClick={validate}
          >
            {intl.formatMessage(paymentMessages.validate)}
          </SubmitButton>
        </>
      }
    >
      <div className="till-pay">
        <TypePicker value={paymentType} onChange={onPaymentType} />
        <p className="till-pay__total">
          {intl.formatMessage(paymentMessages.toPay, { total: formatMoney(total) })}
        </p>
        {paymentType === 'cash' ? <CashFields {...props} /> : null}
        {paymentType === 'mixed' ? <MixedFields {...props} /> : null}
        {paymentType === 'deposit' ? <DepositFields {...props} /> : null}
        {paymentType === 'installment' ? <InstallmentFields {...props} /> : null}
        <ul
          className="till-pay__problems"
          aria-label={intl.formatMessage(paymentMessages.problems)}
          aria-live="polite"
        >
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {failed ? (
          <p role="alert" className="note note--error">
            {intl.formatMessage(paymentMessages.recordFailed)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
