/**
 * An installment order's plan: the first payment, then installments with their amounts and due
 * dates; a helper that splits what the first payment leaves into N monthly installments; and a live
 * check, as staff type, that the first payment and the installments add up to the order's total (the
 * server's rule), saying what is missing or over.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, formatCurrencyInput, useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { FieldError, invalidProps } from '../../components/FieldError';
import { parseWholeNumber } from '../../components/whole-number';
import { localDate, planBalance, splitRest } from '../../components/installment-plan';
import { centimesOf } from './order-input';
import type { FormInstallment } from './order-form';
import { paymentMessages } from './payment-messages';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  /** Centimes: the quote's total, null while it is not known. */
  readonly total: number | null;
}

const newKey = () => crypto.randomUUID();

function PlanCheck({
  total,
  firstPayment,
  rows,
}: {
  total: number | null;
  firstPayment: string;
  rows: readonly FormInstallment[];
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  let text = intl.formatMessage(paymentMessages.planWaiting);
  let done = false;
  if (total !== null) {
    const amounts = rows.map((row) => centimesOf(row.amount) ?? 0);
    const { difference } = planBalance(total, centimesOf(firstPayment) ?? 0, amounts);
    const values = { total: formatMoney(total), difference: formatMoney(Math.abs(difference)) };
    done = difference === 0;
    if (done) text = intl.formatMessage(paymentMessages.planComplete, values);
    else if (difference > 0) text = intl.formatMessage(paymentMessages.planShort, values);
    else text = intl.formatMessage(paymentMessages.planOver, values);
  }
  return (
    <p role="status" className={done ? 'so-plan-check so-plan-check--done' : 'so-plan-check'}>
      {text}
    </p>
  );
}

function SplitHelper({
  total,
  firstPayment,
  onSplit,
  base,
}: {
  total: number | null;
  firstPayment: string;
  onSplit: (rows: FormInstallment[]) => void;
  base: string;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [count, setCount] = useState('3');
  const [refused, setRefused] = useState(false);
  const rest = total === null ? null : total - (centimesOf(firstPayment) ?? 0);
  const id = `${base}-installmentCount`;
  const split = () => {
    const plan = rest === null ? null : splitRest(rest, parseWholeNumber(count) ?? 0, localDate(new Date()));
    setRefused(plan === null);
    if (plan)
      onSplit(
        plan.map((row) => ({ key: newKey(), amount: formatCurrencyInput(row.amount), dueDate: row.dueDate })),
      );
  };
  return (
    <div className="so-split">
      <div className="so-field">
        <label htmlFor={id}>{intl.formatMessage(paymentMessages.splitCount)}</label>
        <input
          id={id}
          name="installmentCount"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </div>
      <button type="button" className="button" disabled={rest === null} onClick={split}>
        {intl.formatMessage(paymentMessages.split)}
      </button>
      {rest !== null && rest > 0 ? (
        <p className="muted so-hint so-wide">
          {intl.formatMessage(paymentMessages.splitHint, { rest: formatMoney(rest) })}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="field-error so-wide">
          {intl.formatMessage(paymentMessages.splitImpossible)}
        </p>
      ) : null}
    </div>
  );
}

export function InstallmentPlan({ form, update, base, errors, total }: Props) {
  const intl = useIntl();
  const setRows = (change: (rows: readonly FormInstallment[]) => FormInstallment[]) =>
    update((f) => ({ ...f, installments: change(f.installments) }));
  const setRow = (key: string, values: Partial<FormInstallment>) =>
    setRows((rows) => rows.map((row) => (row.key === key ? { ...row, ...values } : row)));
  return (
    <>
      <CurrencyInput
        id={`${base}-firstPayment`}
        name="firstPayment"
        label={intl.formatMessage(paymentMessages.firstPayment)}
        value={form.firstPayment}
        onValueChange={(firstPayment) => update((f) => ({ ...f, firstPayment }))}
        errors={errors['firstPayment']}
      />
      <fieldset
        className="so-installments"
        aria-describedby={errors['installments'] ? `${base}-installments-error` : undefined}
      >
        <legend>{intl.formatMessage(paymentMessages.installments)}</legend>
        <SplitHelper
          total={total}
          firstPayment={form.firstPayment}
          base={base}
          onSplit={(rows) => setRows(() => rows)}
        />
        <ol className="so-installment-list">
          {form.installments.map((row, index) => {
            const dueField = `installment:${row.key}:dueDate`;
            const dueId = `${base}-${dueField}`;
            return (
              <li key={row.key} className="so-installment">
                <CurrencyInput
                  id={`${base}-installment:${row.key}:amount`}
                  name="amount"
                  label={intl.formatMessage(paymentMessages.installmentAmount, { index: index + 1 })}
                  value={row.amount}
                  onValueChange={(amount) => setRow(row.key, { amount })}
                  errors={errors[`installment:${row.key}:amount`]}
                />
                <div className="so-field">
                  <label htmlFor={dueId}>
                    {intl.formatMessage(paymentMessages.installmentDue, { index: index + 1 })}
                  </label>
                  <input
                    id={dueId}
                    name="dueDate"
                    type="date"
                    value={row.dueDate}
                    onChange={(event) => setRow(row.key, { dueDate: event.target.value })}
                    {...invalidProps(errors, base, dueField)}
                  />
                  <FieldError id={`${dueId}-error`} lines={errors[dueField]} />
                </div>
                <button
                  type="button"
                  className="link-button link-button--danger"
                  aria-label={intl.formatMessage(paymentMessages.removeInstallment, { index: index + 1 })}
                  onClick={() => setRows((rows) => rows.filter((r) => r.key !== row.key))}
                >
                  {intl.formatMessage(commonMessages.remove)}
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="link-button"
          onClick={() => setRows((rows) => [...rows, { key: newKey(), amount: '', dueDate: '' }])}
        >
          {intl.formatMessage(paymentMessages.addInstallment)}
        </button>
        <PlanCheck total={total} firstPayment={form.firstPayment} rows={form.installments} />
        <FieldError id={`${base}-installments-error`} lines={errors['installments']} />
      </fieldset>
    </>
  );
}
