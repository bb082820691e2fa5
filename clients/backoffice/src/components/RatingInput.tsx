/**
 * A rating from 0.5 to 5 by half stars: ten radio buttons drawn as star halves, so the arrow keys
 * move it like any radio group and the form sends it under `rating`. A screen reader hears
 * "3,5 sur 5"; the row of stars is mirrored in a right-to-left page, the first half on the right.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import './components.css';

/** The spec's rating steps (section 9): 0.5 to 5 by 0.5. */
export const RATING_STEP = 0.5;
export const RATING_MAX = 5;
export const RATING_VALUES: readonly number[] = Array.from(
  { length: RATING_MAX / RATING_STEP },
  (_, index) => (index + 1) * RATING_STEP,
);

export function isRating(value: number): boolean {
  return RATING_VALUES.includes(value);
}

interface Props {
  readonly label: string;
  /** null: not rated yet. */
  readonly value: number | null;
  readonly onChange: (rating: number) => void;
  readonly name?: string;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly errors?: readonly string[];
}

/** Half of a 24-unit star: the viewBox shows its left or its right half. */
function HalfStar({ side }: { side: 'start' | 'end' }) {
  return (
    <svg viewBox={side === 'start' ? '0 0 12 24' : '12 0 12 24'} className="rating__half" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export function RatingInput({ label, value, onChange, name = 'rating', readOnly, required, errors }: Props) {
  const intl = useIntl();
  const id = useId();
  // The stars a pointer hovers preview the rating; the value changes only on a choice.
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const textOf = (rating: number) =>
    intl.formatMessage(componentMessages.ratingOf, { rating: intl.formatNumber(rating) });
  const errorId = `${id}-error`;
  const invalid = (errors?.length ?? 0) > 0;

  return (
    <fieldset
      className="rating"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required={required || undefined}
    >
      <legend>{label}</legend>
      {readOnly && value !== null ? <input type="hidden" name={name} value={value} /> : null}
      <span className="rating__stars" onMouseLeave={() => setPreview(null)}>
        {RATING_VALUES.map((rating) => (
          <span key={rating} className="rating__choice">
            <input
              type="radio"
              id={`${id}-${rating}`}
              className="visually-hidden"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={readOnly}
              required={required}
              onChange={() => onChange(rating)}
            />
            <label
              htmlFor={`${id}-${rating}`}
              className={rating <= shown ? 'rating__label rating__label--on' : 'rating__label'}
              onMouseEnter={readOnly ? undefined : () => setPreview(rating)}
            >
              <HalfStar side={(rating * 2) % 2 === 1 ? 'start' : 'end'} />
              <span className="visually-hidden">{textOf(rating)}</span>
            </label>
          </span>
        ))}
      </span>
      <span className="rating__value" aria-hidden="true">
        {value === null ? null : textOf(value)}
      </span>
      <FieldError id={errorId} lines={errors} />
    </fieldset>
  );
}
