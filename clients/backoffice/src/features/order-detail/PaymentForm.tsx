/**
 * "Enregistrer un paiement": the amount (at most the balance), how it was received, and for an
 * installment order the installment it settles (choosing one fills in its amount: an installment is
 * paid whole). Checked here first; the server's refusals show under the same fields.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrencyInput, sharedMessages, useFormatMoney } from '@tijara/shared';
import type { OrderDetailFieldsFragment, PaymentType } from '../../__generated__/order-detail/graphql';
import { CurrencyInput } from '../../components/CurrencyInput';
import type { FieldErrors } from '../../components/field-errors';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FormOutcome } from '../../components/OutcomeLine';
import { OutcomeLine } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { actionMessages } from './action-messages';
import { PAYMENT_METHODS, checkPayment, paysByInstallments } from './payment-rules';
import { formatDay } from './time-formats';
import type { WriteResult } from './use-order-writes';
import { useOrderVocabulary } from './vocabulary';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  readonly writable: boolean;
  readonly onRecord: (
    amount: number,
    method: PaymentType,
    installment: number | null,
  ) => Promise<WriteResult>;
  readonly onReload: () => void;
}

export function PaymentForm({ order, writable, onRecord, onReload }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { PAYMENT_LABELS } = useOrderVocabulary();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentType>('CASH');
  const [installment, setInstallment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [recorded, setRecorded] = useState<number | null>(null);
  const byInstallments = paysByInstallments(order);
  const unpaid = order.installments.filter((entry) => entry.paidAt === null);

  const chooseInstallment = (sequence: string) => {
    setInstallment(sequence);
    const chosen = unpaid.find((entry) => String(entry.sequence) === sequence);
    if (chosen) setAmount(formatCurrencyInput(chosen.amount));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setRecorded(null);
    const checked = checkPayment(order, { amount, method, installment });
    if (!checked.ok) {
      const lines: Record<string, string[]> = {};
      for (const problem of checked.problems) {
        const values = Object.fromEntries(
          Object.entries(problem.values ?? {}).map(([key, centimes]) => [key, formatMoney(centimes)]),
        );
        (lines[problem.field] ??= []).push(intl.formatMessage(problem.message, values));
      }
      setErrors(lines);
      return;
    }
    setSending(true);
    const result = await onRecord(checked.amount, method, checked.installment);
    setSending(false);
    if (result.ok) {
      setErrors({});
      setAmount('');
      setInstallment('');
      setRecorded(checked.amount);
      return;
    }
    setErrors(result.fieldErrors);
    setOutcome(result.outcome);
  };

  return (
    <form
      className="order-detail__form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{intl.formatMessage(actionMessages.paymentTitle)}</h3>
      {byInstallments ? (
        <>
          <label htmlFor={`${id}-installment`}>{intl.formatMessage(actionMessages.installment)}</label>
          <select
            id={`${id}-installment`}
            name="installment"
            value={installment}
            onChange={(event) => chooseInstallment(event.target.value)}
            {...invalidProps(errors, id, 'installment')}
          >
            <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
            {unpaid.map((entry) => (
              <option key={entry.sequence} value={entry.sequence}>
                {intl.formatMessage(actionMessages.installmentOption, {
                  sequence: entry.sequence,
                  date: formatDay(intl, entry.dueDate),
                  amount: formatMoney(entry.amount),
                })}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-installment-error`} lines={errors['installment']} />
        </>
      ) : null}
      <CurrencyInput
        id={`${id}-amount`}
        name="amount"
        label={intl.formatMessage(actionMessages.amount)}
        value={amount}
        onValueChange={setAmount}
        required
        errors={errors['amount']}
      />
      <label htmlFor={`${id}-method`}>{intl.formatMessage(actionMessages.method)}</label>
      <select
        id={`${id}-method`}
        name="method"
        value={method}
        onChange={(event) =>
          setMethod(PAYMENT_METHODS.find((value) => value === event.target.value) ?? 'CASH')
        }
        {...invalidProps(errors, id, 'method')}
      >
        {PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(PAYMENT_LABELS[value])}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-method-error`} lines={errors['method']} />
      <SubmitButton submitting={sending} disabled={!writable}>
        {intl.formatMessage(actionMessages.recordPayment)}
      </SubmitButton>
      {recorded !== null ? (
        <p role="status" className="note note--success">
          {intl.formatMessage(actionMessages.paymentRecorded, { amount: formatMoney(recorded) })}
        </p>
      ) : (
        <OutcomeLine outcome={outcome} staleMessage={actionMessages.stale} onReload={onReload} />
      )}
    </form>
  );
}
