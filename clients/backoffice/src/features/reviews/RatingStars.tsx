/** A review's rating drawn as five stars, read out as "4 stars out of 5". Display only. */
import { useIntl } from 'react-intl';
import { messages } from './messages';

export const MAX_RATING = 5;

export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span className="reviews__stars" role="img" aria-label={intl.formatMessage(messages.rating, { rating })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index < rating ? 'reviews__star--on' : 'reviews__star--off'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
