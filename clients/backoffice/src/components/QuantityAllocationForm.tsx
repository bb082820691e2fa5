/**
 * Shares a quantity out among rows (a received part among warehouses, an order line among
 * parcels): each row takes a whole number from 0 to `max` and together at most `max`. While a row
 * or the total is wrong the error is shown and the form cannot be sent, so the server never sees
 * an allocation above what there is.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import { SubmitButton } from './SubmitButton';
import { parseWholeNumber } from './whole-number';
import './components.css';

export interface AllocationRow {
  readonly id: string;
  readonly label: string;
}

interface Props {
  readonly rows: readonly AllocationRow[];
  /** What there is to share out: the most a row, and all rows together, may take. */
  readonly max: number;
  /** Row id -> quantity. The form keeps what was typed whatever the answer: the caller tells it. */
  // void: a caller that only hands the allocation on (a parent's state) returns nothing to wait for.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  readonly onSubmit: (allocation: Record<string, number>) => Promise<boolean> | void;
  readonly submitLabel?: string;
  /** Offline or read only. */
  readonly disabled?: boolean;
}

/** A row's quantity, or null when it is not a whole number from 0 to max. */
function quantityOf(text: string, max: number): number | null {
  const quantity = parseWholeNumber(text);
  return quantity !== null && quantity <= max ? quantity : null;
}

export function QuantityAllocationForm({ rows, max, onSubmit, submitLabel, disabled = false }: Props) {
  const intl = useIntl();
  const id = useId();
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const textOf = (rowId: string) => texts[rowId] ?? '0';
  const quantities = rows.map((row) => quantityOf(textOf(row.id), max));
  const rowsValid = quantities.every((quantity) => quantity !== null);
  const total = quantities.reduce<number>((sum, quantity) => sum + (quantity ?? 0), 0);
  const over = total > max;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rowsValid || over || submitting) return;
    const allocation = Object.fromEntries(rows.map((row, index) => [row.id, quantities[index] ?? 0]));
    setSubmitting(true);
    try {
      await onSubmit(allocation);
    } finally {
      setSubmitting(false);
    }
  };

  const rowError = [intl.formatMessage(componentMessages.allocationRow, { max })];
  const totalId = `${id}-total`;
  return (
    <form className="allocation" noValidate onSubmit={(event) => void submit(event)}>
      <ul className="allocation__rows">
        {rows.map((row, index) => {
          const fieldId = `${id}-${row.id}`;
          const wrong = quantities[index] === null;
          return (
            <li key={row.id}>
              <label htmlFor={fieldId}>{row.label}</label>
              <input
                id={fieldId}
                name={row.id}
                inputMode="numeric"
                autoComplete="off"
                value={textOf(row.id)}
                onChange={(event) => setTexts((current) => ({ ...current, [row.id]: event.target.value }))}
                readOnly={disabled}
                aria-invalid={wrong || over || undefined}
                aria-describedby={[wrong ? `${fieldId}-error` : '', totalId].filter(Boolean).join(' ')}
              />
              <FieldError id={`${fieldId}-error`} lines={wrong ? rowError : undefined} />
            </li>
          );
        })}
      </ul>
      <p
        id={totalId}
        className={over ? 'allocation__total field-error' : 'allocation__total'}
        aria-live="polite"
      >
        {intl.formatMessage(over ? componentMessages.allocationOver : componentMessages.allocationTotal, {
          total,
          max,
        })}
      </p>
      <SubmitButton submitting={submitting} disabled={disabled || !rowsValid || over}>
        {submitLabel ?? intl.formatMessage(commonMessages.save)}
      </SubmitButton>
    </form>
  );
}
