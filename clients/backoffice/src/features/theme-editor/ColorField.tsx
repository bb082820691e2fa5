/**
 * One colour variable: its name, a swatch that is also the browser's colour picker (it writes
 * #rrggbb into the text), and the text itself, named by the spec's variable (`color-primary`).
 * Arabic-Indic digits typed are read as digits. The error shows once the field was left invalid
 * (or a save was tried), and goes as soon as the value is a colour again.
 */
import { useIntl } from 'react-intl';
import { normaliseDigits } from '@tijara/schema';
import type { ThemeVariableName } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { messages } from './messages';
import { normalisedHex } from './theme-colors';

interface Props {
  readonly name: ThemeVariableName;
  /** The spec's name without its dashes prefix: `color-primary`. */
  readonly dataKey: string;
  readonly defaultValue: string;
  readonly value: string;
  /** The colour the swatch shows while the text is not one. */
  readonly shown: string;
  readonly errorLines: readonly string[] | undefined;
  readonly onChange: (value: string) => void;
  readonly onLeave: () => void;
}

export function ColorField({
  name,
  dataKey,
  defaultValue,
  value,
  shown,
  errorLines,
  onChange,
  onLeave,
}: Props) {
  const intl = useIntl();
  const id = `theme-${dataKey}`;
  const label = intl.formatMessage(messages[name]);
  const errorId = errorLines?.length ? `${id}-error` : '';
  return (
    <div className="color-field">
      <label htmlFor={id}>{label}</label>
      <div className="color-field__row">
        <input
          type="color"
          className="color-field__swatch"
          value={normalisedHex(shown) ?? '#000000'}
          aria-label={intl.formatMessage(messages.swatch, { name: label })}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          name={dataKey}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={value}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={`${id}-hint ${errorId}`.trim()}
          onChange={(event) => onChange(normaliseDigits(event.target.value))}
          onBlur={onLeave}
        />
      </div>
      <p id={`${id}-hint`} className="color-field__hint muted">
        <code dir="ltr">--{dataKey}</code> ·{' '}
        {/* Isolated left to right: "#05BC77" in an Arabic sentence would otherwise read "05 #BC77". */}
        {intl.formatMessage(messages.defaultValue, { value: `\u2066${defaultValue}\u2069` })}
      </p>
      <FieldError id={`${id}-error`} lines={errorLines} />
    </div>
  );
}
