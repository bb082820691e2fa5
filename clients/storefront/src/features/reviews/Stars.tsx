/** A rating drawn as five stars, read out as "Note : 4 sur 5". */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { RATINGS } from './review-form';

export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const whole = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage(messages.ratingOf, { rating })}>
      {RATINGS.map((star) => (
        <span key={star} className={star <= whole ? 'star star--on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
