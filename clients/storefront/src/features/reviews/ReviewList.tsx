/**
 * One page of a product's published reviews: stars, author, date in the shopper's language, the
 * text (HTML the server sanitised: p, br, strong, em, lists, no attributes) and the photo, drawn at
 * most 100 x 100 px and linked to its large variant.
 */
import { useIntl } from 'react-intl';
import type { ProductReviewsQuery } from '../../__generated__/graphql';
import { messages } from './messages';
import { Stars } from './Stars';

export type PublicReview = ProductReviewsQuery['productReviews']['items'][number];

/** The spec's limit for a review's photo, in CSS pixels. */
export const REVIEW_IMAGE_BOX = 100;

export function ReviewList({ reviews }: { reviews: readonly PublicReview[] }) {
  const intl = useIntl();
  return (
    <ol className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <div className="review__head">
            <Stars rating={review.rating} />
            <bdi className="review__author">{review.user}</bdi>
            <time className="review__date" dateTime={review.createdAt}>
              {intl.formatDate(review.createdAt, { dateStyle: 'long' })}
            </time>
          </div>
          {/* Sanitised on the server (review-text.ts): only text markup, no attributes. Its own direction:
              an Arabic review on a French page reads right to left. */}
          <div className="review__text" dir="auto" dangerouslySetInnerHTML={{ __html: review.text }} />
          {review.images.length > 0 ? (
            <ul className="review__images">
              {review.images.map((image) => (
                <li key={image.displayUrl}>
                  <a href={image.largeUrl} target="_blank" rel="noopener">
                    <img
                      src={image.displayUrl}
                      alt={intl.formatMessage(messages.photoOf, { name: review.user })}
                      width={REVIEW_IMAGE_BOX}
                      height={REVIEW_IMAGE_BOX}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
