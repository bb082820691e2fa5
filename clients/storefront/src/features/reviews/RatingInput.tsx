/**
 * The rating of the form: five radios (name "rating", values 1 to 5) drawn as stars, so a click on a
 * star picks it and the arrow keys move between them, as in any radio group. Stars up to the chosen
 * one light up; the chosen one carries the focus ring.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { RATINGS } from './review-form';

interface Props {
  readonly value: number;
  readonly onChange: (rating: number) => void;
}

export function RatingInput({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <fieldset className="rating-input">
      <legend>{intl.formatMessage(messages.rating)}</legend>
      <div className="rating-input__stars">
        {RATINGS.map((star) => (
          <label key={star} className={star <= value ? 'rating-input__star star--on' : 'rating-input__star'}>
            <input
              type="radio"
              name="rating"
              value={star}
              checked={star === value}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true">★</span>
            <span className="tijara-visually-hidden">
              {intl.formatMessage(messages.stars, { count: star })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
