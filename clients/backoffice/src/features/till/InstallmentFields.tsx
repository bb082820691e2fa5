/**
 * Installment: a first payment taken now (0 or more), then a plan of installments with their amounts
 * and due dates; a helper splits what the first payment leaves into N monthly installments (the staff
 * order form's own arithmetic: whole dinars, the last one taking the remainder). The plan must make
 * the total exactly; the check line says what is missing or over as the cashier types.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, formatCurrencyInput, parseCurrencyInput, useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { parseWholeNumber } from '../../components/whole-number';
// The staff order form's installment arithmetic (whole dinars, month ends), through its index.
import { localDate, splitRest } from '../../components/installment-plan';
import type { TillPayment } from '../till-data';
import { paymentMessages } from './payment-messages';
import type { InstallmentRow, PaymentFields } from './payment-form';
import { TenderMethodField } from './TenderMethodField';

interface Props {
  readonly total: number;
  readonly fields: PaymentFields;
  readonly payment: TillPayment | null;
  readonly onChange: (change: Partial<PaymentFields>) => void;
}

const newKey = () => crypto.randomUUID();

function SplitHelper({ rest, onSplit }: { rest: number; onSplit: (rows: InstallmentRow[]) => void }) {
  const intl = useIntl();
  const [count, setCount] = useState('3');
  const [refused, setRefused] = useState(false);
  const months = parseWholeNumber(count) ?? 0;
  const split = () => {
    const plan = splitRest(rest, months, localDate(new Date()));
    setRefused(plan === null);
    if (plan)
      onSplit(
        plan.map((row) => ({ key: newKey(), amount: formatCurrencyInput(row.amount), dueDate: row.dueDate })),
      );
  };
  return (
    <div className="till-split">
      <div className="till-field">
        <label htmlFor="till-installmentCount">{intl.formatMessage(paymentMessages.splitCount)}</label>
        <input
          id="till-installmentCount"
          name="installmentCount"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </div>
      <button type="button" className="pos-button" onClick={split}>
        {intl.formatMessage(paymentMessages.split, { count: months })}
      </button>
      {refused ? (
        <p role="alert" className="field-error">
          {intl.formatMessage(paymentMessages.splitImpossible)}
        </p>
      ) : null}
    </div>
  );
}

function PlanRows({
  rows,
  onRows,
}: {
  rows: readonly InstallmentRow[];
  onRows: (rows: InstallmentRow[]) => void;
}) {
  const intl = useIntl();
  const setRow = (key: string, change: Partial<InstallmentRow>) =>
    onRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <ol className="till-plan">
      {rows.map((row, index) => (
        <li key={row.key} className="till-plan__row">
          <CurrencyInput
            id={`till-installment-${row.key}-amount`}
            name="amount"
            label={intl.formatMessage(paymentMessages.installmentAmount, { index: index + 1 })}
            value={row.amount}
            onValueChange={(amount) => setRow(row.key, { amount })}
          />
          <div className="till-field">
            <label htmlFor={`till-installment-${row.key}-due`}>
              {intl.formatMessage(paymentMessages.installmentDue, { index: index + 1 })}
            </label>
            <input
              id={`till-installment-${row.key}-due`}
              name="dueDate"
              type="date"
              value={row.dueDate}
              onChange={(event) => setRow(row.key, { dueDate: event.target.value })}
            />
          </div>
          <button
            type="button"
            className="pos-button pos-button--quiet"
            aria-label={intl.formatMessage(paymentMessages.installmentRemove, { index: index + 1 })}
            onClick={() => onRows(rows.filter((kept) => kept.key !== row.key))}
          >
            {intl.formatMessage(commonMessages.remove)}
          </button>
        </li>
      ))}
    </ol>
  );
}

export function InstallmentFields({ total, fields, payment, onChange }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const first = parseCurrencyInput(fields.firstPayment);
  const rest = total - (typeof first === 'number' ? first : 0);
  const onRows = (installments: InstallmentRow[]) => onChange({ installments });
  return (
    <div className="till-pay-fields">
      <div className="till-pay-fields--two">
        <CurrencyInput
          id="till-firstPayment"
          name="firstPayment"
          label={intl.formatMessage(paymentMessages.firstPayment)}
          value={fields.firstPayment}
          onValueChange={(firstPayment) => onChange({ firstPayment })}
        />
        <TenderMethodField
          id="till-firstMethod"
          name="firstMethod"
          value={fields.firstMethod}
          onChange={(firstMethod) => onChange({ firstMethod })}
        />
      </div>
      <fieldset className="till-plan-box">
        <legend>{intl.formatMessage(paymentMessages.plan)}</legend>
        {rest > 0 ? (
          <p className="muted">{intl.formatMessage(paymentMessages.planRest, { rest: formatMoney(rest) })}</p>
        ) : null}
        <SplitHelper rest={rest} onSplit={onRows} />
        <PlanRows rows={fields.installments} onRows={onRows} />
        <button
          type="button"
          className="pos-button pos-button--quiet"
          onClick={() => onRows([...fields.installments, { key: newKey(), amount: '', dueDate: '' }])}
        >
          {intl.formatMessage(paymentMessages.installmentAdd)}
        </button>
      </fieldset>
      {payment && payment.balanceDue > 0 ? (
        <p className="till-change" role="status">
          {intl.formatMessage(paymentMessages.balanceDue, { amount: formatMoney(payment.balanceDue) })}
        </p>
      ) : null}
    </div>
  );
}
