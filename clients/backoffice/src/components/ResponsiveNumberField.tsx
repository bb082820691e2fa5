/**
 * The three counts of a responsive number (mobile, tablet, desktop), one box each, speaking the
 * schema's stored text "[2,3,5]" (responsive-number.ts): the form gets that text through onChange
 * and in the hidden input under `name`, '' while every box is empty, and the boxes as typed while
 * the schema refuses them, never a default. Once focus leaves the boxes, a refused text is explained
 * under them; the form's own lines (its check on sending, the server's refusal) replace that one.
 */
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { RESPONSIVE_NUMBER_MAX, RESPONSIVE_NUMBER_MIN } from '@tijara/schema';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import { SCREEN_SIZES, boxesOfText, isRefusedText, textOfBoxes } from './responsive-number';
import type { ResponsiveBoxes, ScreenSize } from './responsive-number';
import './components.css';

interface Props {
  readonly id: string;
  /** The spec's data key (responsiveNumber): the text is sent under it. */
  readonly name: string;
  readonly label: string;
  /** The stored text ("[2,3,5]"), '' for none, or what the boxes made while refused. */
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly readOnly?: boolean;
  readonly errors?: readonly string[];
}

const NAMES = {
  mobile: componentMessages.mobile,
  tablet: componentMessages.tablet,
  desktop: componentMessages.desktop,
} as const;

export function ResponsiveNumberField({ id, name, label, value, onChange, readOnly, errors = [] }: Props) {
  const intl = useIntl();
  const [boxes, setBoxes] = useState<ResponsiveBoxes>(() => boxesOfText(value));
  const [left, setLeft] = useState(false);
  // A value the form puts in (a reload, a restored draft) replaces the boxes; the one they made does not.
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    if (textOfBoxes(boxes) !== value) setBoxes(boxesOfText(value));
  }

  const change = (size: ScreenSize, text: string) => {
    const next = { ...boxes, [size]: text };
    setBoxes(next);
    onChange?.(textOfBoxes(next));
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setLeft(true);
  };
  const text = textOfBoxes(boxes);
  const own =
    left && isRefusedText(text)
      ? [
          intl.formatMessage(componentMessages.responsiveNumber, {
            min: RESPONSIVE_NUMBER_MIN,
            max: RESPONSIVE_NUMBER_MAX,
          }),
        ]
      : [];
  const lines = errors.length > 0 ? errors : own;
  const errorId = `${id}-error`;
  const describedBy = lines.length > 0 ? errorId : undefined;

  return (
    <fieldset className="responsive-number" aria-describedby={describedBy} onBlur={leave}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={text} />
      <div className="responsive-number__boxes">
        {SCREEN_SIZES.map((size) => (
          <label key={size} htmlFor={`${id}-${size}`}>
            {intl.formatMessage(NAMES[size])}
            <input
              id={`${id}-${size}`}
              inputMode="numeric"
              autoComplete="off"
              value={boxes[size]}
              onChange={(event) => change(size, event.target.value)}
              readOnly={readOnly}
              aria-invalid={lines.length > 0 || undefined}
              aria-describedby={describedBy}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId} lines={lines} />
    </fieldset>
  );
}
