/**
 * The three whole numbers of a responsive number (mobile, tablet, desktop), one box each. The form
 * gets the stored JSON text under `name` (empty while a box is not a whole number) and onChange the
 * numbers, or null while they are incomplete; a box holding something else is marked and explained.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import { SCREEN_SIZES, serializeResponsiveNumber } from './responsive-number';
import type { ResponsiveNumber, ScreenSize } from './responsive-number';
import { parseWholeNumber } from './whole-number';
import './components.css';

export { parseResponsiveNumber, serializeResponsiveNumber } from './responsive-number';
export type { ResponsiveNumber } from './responsive-number';

type Texts = Readonly<Record<ScreenSize, string>>;

interface Props {
  readonly id: string;
  /** The spec's data key (responsiveNumber): the JSON text is sent under it. */
  readonly name: string;
  readonly label: string;
  readonly value: ResponsiveNumber | null;
  readonly onChange?: (value: ResponsiveNumber | null) => void;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly errors?: readonly string[];
}

const textsOf = (value: ResponsiveNumber | null): Texts => ({
  mobile: value ? String(value.mobile) : '',
  tablet: value ? String(value.tablet) : '',
  desktop: value ? String(value.desktop) : '',
});

function numbersOf(texts: Texts): ResponsiveNumber | null {
  const [mobile, tablet, desktop] = SCREEN_SIZES.map((size) => parseWholeNumber(texts[size]));
  return mobile != null && tablet != null && desktop != null ? { mobile, tablet, desktop } : null;
}

const same = (a: ResponsiveNumber | null, b: ResponsiveNumber | null) =>
  a === b || (a !== null && b !== null && serializeResponsiveNumber(a) === serializeResponsiveNumber(b));

export function ResponsiveNumberField({
  id,
  name,
  label,
  value,
  onChange,
  readOnly,
  required,
  errors,
}: Props) {
  const intl = useIntl();
  const [texts, setTexts] = useState(() => textsOf(value));
  // A value the form puts in (a reload, a restored draft) replaces the boxes; the one they gave does not.
  const [given, setGiven] = useState(value);
  if (!same(given, value)) {
    setGiven(value);
    if (!same(numbersOf(texts), value)) setTexts(textsOf(value));
  }

  const change = (size: ScreenSize, text: string) => {
    const next = { ...texts, [size]: text };
    setTexts(next);
    onChange?.(numbersOf(next));
  };
  const wrong = SCREEN_SIZES.filter(
    (size) => texts[size].trim() !== '' && parseWholeNumber(texts[size]) === null,
  );
  const lines = [
    ...(wrong.length > 0 ? [intl.formatMessage(componentMessages.wholeNumber)] : []),
    ...(errors ?? []),
  ];
  const numbers = numbersOf(texts);
  const errorId = `${id}-error`;
  const names = {
    mobile: componentMessages.mobile,
    tablet: componentMessages.tablet,
    desktop: componentMessages.desktop,
  };

  return (
    <fieldset className="responsive-number" aria-describedby={lines.length > 0 ? errorId : undefined}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={numbers ? serializeResponsiveNumber(numbers) : ''} />
      <div className="responsive-number__boxes">
        {SCREEN_SIZES.map((size) => (
          <label key={size} htmlFor={`${id}-${size}`}>
            {intl.formatMessage(names[size])}
            <input
              id={`${id}-${size}`}
              inputMode="numeric"
              autoComplete="off"
              value={texts[size]}
              onChange={(event) => change(size, event.target.value)}
              readOnly={readOnly}
              required={required}
              aria-invalid={wrong.includes(size) || (errors?.length ?? 0) > 0 || undefined}
              aria-describedby={lines.length > 0 ? errorId : undefined}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId} lines={lines} />
    </fieldset>
  );
}
