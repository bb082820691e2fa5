/**
 * An amount in dinars as staff type it: reformatted while typed (space thousands, decimal comma, a
 * point taken as the comma, 2 decimals at most, Arabic-Indic digits accepted), padded to ",00" on
 * blur. The value stays the field's text; the form reads centimes with parseCurrencyInput and shows
 * a stored amount with formatCurrencyInput (@tijara/shared).
 */
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { cleanCurrencyTyping, formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import './components.css';

/** The unit formatMoney (@tijara/schema) prints after every amount, the same in every language. */
const CURRENCY_UNIT = 'DA';

interface Props {
  readonly id: string;
  /** The spec's data key (productPrice, priceHt...): FormData readers find the text under it. */
  readonly name: string;
  readonly label: string;
  /** The field's text, as typed ("1 234,5") or formatted ("1 234,50"). */
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  /** The server's or the form's lines about this field. */
  readonly errors?: readonly string[];
}

/** Digits and the decimal separator: what the caret keeps its place among while spaces come and go. */
const SIGNIFICANT = /[\d\u0660-\u0669\u06f0-\u06f9.,]/;

function significantBefore(text: string, caret: number): number {
  return [...text.slice(0, caret)].filter((char) => SIGNIFICANT.test(char)).length;
}

function caretAfter(text: string, significant: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === significant) return index;
    if (SIGNIFICANT.test(text.charAt(index))) seen += 1;
  }
  return text.length;
}

export function CurrencyInput({ id, name, label, value, onValueChange, readOnly, required, errors }: Props) {
  const intl = useIntl();
  const unitId = useId();
  const [unreadable, setUnreadable] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    const typed = field.value;
    const cleaned = cleanCurrencyTyping(typed);
    // Written here with the caret, not left to the re-render: a space put in or taken out before the
    // caret, or a refused key, must not push the caret to the end of the field.
    const caret = caretAfter(cleaned, significantBefore(typed, field.selectionStart ?? typed.length));
    field.value = cleaned;
    field.setSelectionRange(caret, caret);
    setUnreadable(false);
    onValueChange(cleaned);
  };
  const onBlur = () => {
    if (readOnly) return;
    const centimes = parseCurrencyInput(value);
    setUnreadable(centimes === undefined);
    if (typeof centimes === 'number' && formatCurrencyInput(centimes) !== value) {
      onValueChange(formatCurrencyInput(centimes));
    }
  };

  const lines = [
    ...(unreadable ? [intl.formatMessage(componentMessages.notAnAmount)] : []),
    ...(errors ?? []),
  ];
  const errorId = `${id}-error`;
  return (
    <div className="currency-input">
      <label htmlFor={id}>{label}</label>
      <span className="currency-input__box">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          // Digits grouped by spaces read backwards in a right-to-left line: an amount is always LTR.
          dir="ltr"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          readOnly={readOnly}
          required={required}
          aria-invalid={lines.length > 0 || undefined}
          aria-describedby={[unitId, lines.length > 0 ? errorId : ''].filter(Boolean).join(' ')}
        />
        <span id={unitId} className="currency-input__unit">
          {CURRENCY_UNIT}
        </span>
      </span>
      <FieldError id={errorId} lines={lines} />
    </div>
  );
}
