/**
 * The product page's reviews tab: the "add review" / "cancel" toggle and its form, the thank-you note
 * after a sending, the average and count, and the published reviews page by page (12 a page, newest
 * first), or the "no reviews" text. Read through the catalogue mirror, so a product seen once shows
 * its reviews offline too.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, sharedMessages } from '@tijara/shared';
import { ProductReviewsDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { messages } from './messages';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import './reviews.css';
import { CatalogueScope } from '@tijara/shared';
import { catalogue } from './catalogue';

export const REVIEWS_PAGE_SIZE = 12;

interface Props {
  readonly productUuid: string;
  /** Only the reviews sent through this shop's storefront, as its product page shows. */
  readonly shopUuid: string | null;
}

function ReviewsTabContent({ productUuid, shopUuid }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  return (
    <div className="reviews">
      <button
        type="button"
        className={open ? 'button reviews__toggle--open' : 'button'}
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          setThanked(false);
        }}
      >
        {intl.formatMessage(open ? messages.cancel : messages.addReview)}
      </button>
      {thanked ? (
        <p className="reviews__thanks" role="status">
          {intl.formatMessage(messages.thanks)}
        </p>
      ) : null}
      {open ? (
        <ReviewForm
          productUuid={productUuid}
          onSubmitted={() => {
            setOpen(false);
            setThanked(true);
          }}
        />
      ) : null}
      <PublishedReviews productUuid={productUuid} shopUuid={shopUuid} />
    </div>
  );
}

function PublishedReviews({ productUuid, shopUuid }: Props) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const state = useCatalogQuery(ProductReviewsDocument, {
    productUuid,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    shopId: shopUuid,
  });
  const reviews = state.data?.productReviews;
  if (!reviews) {
    return state.error ? (
      <p className="hint hint--error" role="alert">
        {intl.formatMessage(errorMessage(state.error.verdict))}{' '}
        <button type="button" className="link-button" onClick={state.retry}>
          {intl.formatMessage(sharedMessages.retry)}
        </button>
      </p>
    ) : (
      <p className="hint" role="status">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  }
  if (reviews.totalCount === 0)
    return <p className="reviews__none">{intl.formatMessage(messages.noReviews)}</p>;
  const pages = Math.max(1, Math.ceil(reviews.totalCount / REVIEWS_PAGE_SIZE));
  return (
    <>
      {reviews.averageRating !== null ? (
        <p className="reviews__summary">
          {intl.formatMessage(messages.summary, {
            average: intl.formatNumber(reviews.averageRating, { maximumFractionDigits: 1 }),
            count: reviews.totalCount,
          })}
        </p>
      ) : null}
      <ReviewList reviews={reviews.items} />
      {pages > 1 ? (
        <nav className="reviews__pages" aria-label={intl.formatMessage(messages.pageOf, { page, pages })}>
          <button
            type="button"
            className="link-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {intl.formatMessage(messages.previous)}
          </button>
          <span>{intl.formatMessage(messages.pageOf, { page, pages })}</span>
          <button
            type="button"
            className="link-button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {intl.formatMessage(messages.next)}
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** With its texts (they load with this chunk, not with the first page). */
export function ReviewsTab(props: Props) {
  return (
    <CatalogueScope catalogue={catalogue}>
      <ReviewsTabContent {...props} />
    </CatalogueScope>
  );
}
