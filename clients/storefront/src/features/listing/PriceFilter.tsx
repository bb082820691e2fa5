/**
 * The price section: minimum and maximum in whole dinars, applied together (one history entry, one
 * request). The minimum never ends above the maximum: leaving one field clamps it to the other.
 * Arabic-Indic digits are accepted. The scope's own range shows as the placeholders.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { normaliseDigits } from '@tijara/schema';
import { filterMessages } from './filter-messages';

interface Props {
  /** The applied bounds, whole dinars. */
  readonly min: number | null;
  readonly max: number | null;
  /** The listing's range, whole dinars (placeholders). */
  readonly range: { readonly min: number; readonly max: number } | null;
  readonly onApply: (min: number | null, max: number | null) => void;
}

/** '' -> null (open bound); a whole number of dinars -> it; anything else -> undefined (invalid). */
export function parseWholeDinars(text: string): number | null | undefined {
  const compact = normaliseDigits(text).replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  return /^\d{1,8}$/.test(compact) ? Number(compact) : undefined;
}

const shown = (value: number | null) => (value === null ? '' : String(value));

export function PriceFilter({ min, max, range, onApply }: Props) {
  const intl = useIntl();
  const id = useId();
  const [minText, setMinText] = useState(shown(min));
  const [maxText, setMaxText] = useState(shown(max));
  const [invalid, setInvalid] = useState(false);

  /** Leaving a field: if it crossed the other bound, it takes the other bound's value. */
  const clamp = (which: 'min' | 'max') => {
    const low = parseWholeDinars(minText);
    const high = parseWholeDinars(maxText);
    if (typeof low !== 'number' || typeof high !== 'number' || low <= high) return;
    if (which === 'min') setMinText(String(high));
    else setMaxText(String(low));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = parseWholeDinars(minText);
    const high = parseWholeDinars(maxText);
    if (low === undefined || high === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(low !== null && high !== null && low > high ? high : low, high);
  };

  return (
    <details className="filter-section">
      <summary>
        <span>{intl.formatMessage(filterMessages.price)}</span>
        {min !== null || max !== null ? <span className="filter-section__chosen">1</span> : null}
      </summary>
      <form className="price-filter" onSubmit={submit} noValidate>
        <div className="price-filter__fields">
          <div>
            <label htmlFor={`${id}-min`}>{intl.formatMessage(filterMessages.priceMin)}</label>
            <input
              id={`${id}-min`}
              name="min"
              inputMode="numeric"
              autoComplete="off"
              value={minText}
              placeholder={range ? String(range.min) : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setMinText(event.target.value)}
              onBlur={() => clamp('min')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`}>{intl.formatMessage(filterMessages.priceMax)}</label>
            <input
              id={`${id}-max`}
              name="max"
              inputMode="numeric"
              autoComplete="off"
              value={maxText}
              placeholder={range ? String(range.max) : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setMaxText(event.target.value)}
              onBlur={() => clamp('max')}
            />
          </div>
        </div>
        {invalid ? (
          <p id={`${id}-error`} className="hint hint--error">
            {intl.formatMessage(filterMessages.priceInvalid)}
          </p>
        ) : null}
        <button type="submit" className="listing-button">
          {intl.formatMessage(filterMessages.priceApply)}
        </button>
      </form>
    </details>
  );
}
