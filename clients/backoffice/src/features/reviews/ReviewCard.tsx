/**
 * One review as a moderator reads it: the product (its editor, and separately its storefront page),
 * the stars, the author and how to reach them, the buyer's answers (bought here, when, the policy),
 * the text, the photos and the dates; a rejected review shows why. The buttons come with the right
 * to moderate: publish what is not published, reject what is not rejected.
 */
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { ReviewCardFieldsFragment } from '../../__generated__/reviews/graphql';
import { SubmitButton } from '../../components/SubmitButton';
import { pathOf } from '../shell';
import { messages } from './messages';
import { ReviewPhotos } from './ReviewPhotos';
import { RatingStars } from './RatingStars';
import { storefrontProductUrl } from './storefront-link';

interface Actions {
  readonly publishing: boolean;
  /** Offline: the buttons show but wait. */
  readonly disabled: boolean;
  readonly onPublish: () => void;
  readonly onReject: () => void;
}

interface Props {
  readonly review: ReviewCardFieldsFragment;
  /** Absent without the right to moderate: no buttons. */
  readonly actions?: Actions;
}

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const;

/** "2026-11-03" as the shopper gave it: a calendar day, shown as such whatever the time zone. */
function calendarDay(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return intl.formatDate(Date.UTC(year, month - 1, date), { dateStyle: 'long', timeZone: 'UTC' });
}

export function ReviewCard({ review, actions }: Props) {
  const intl = useIntl();
  const { authorName: author } = review;
  const purchase = calendarDay(intl, review.purchaseDate);
  return (
    <article
      className="card reviews__card"
      aria-label={intl.formatMessage(messages.reviewOf, { author, product: review.productName })}
    >
      <header className="reviews__head">
        <h2 className="reviews__product">
          <Link to={pathOf({ name: 'product', id: review.productId, tab: 'details' })}>
            {review.productName}
          </Link>
        </h2>
        <a href={storefrontProductUrl(review.productSlug)} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.onStorefront)}{' '}
          <span className="visually-hidden">{intl.formatMessage(messages.newTab)}</span>
        </a>
      </header>
      <p className="reviews__byline">
        <RatingStars rating={review.rating} />
        <strong>{author}</strong>
        <span className="muted">
          {intl.formatMessage(messages.receivedAt, { date: intl.formatDate(review.createdAt, DATE_TIME) })}
        </span>
      </p>
      {/* The server sanitised it (p, br, strong, em, lists; no attributes): shown as the shopper wrote it. */}
      <div className="reviews__text" dangerouslySetInnerHTML={{ __html: review.text }} />
      <ReviewPhotos images={review.images} author={author} />
      <dl className="reviews__facts">
        <dt>{intl.formatMessage(messages.contact)}</dt>
        <dd>
          <a href={`mailto:${review.email}`}>{review.email}</a>
          {' · '}
          <a href={`tel:${review.phone}`} dir="ltr">
            {review.phone}
          </a>
        </dd>
        <dt>{intl.formatMessage(messages.purchase)}</dt>
        <dd>
          {intl.formatMessage(review.boughtHere ? messages.boughtHere : messages.boughtElsewhere, {
            date: purchase,
          })}
          {' · '}
          {intl.formatMessage(review.acceptedPolicy ? messages.policyAccepted : messages.policyNotAccepted)}
        </dd>
        {review.status === 'REJECTED' && review.rejectionReason ? (
          <>
            <dt>{intl.formatMessage(messages.rejectionReason)}</dt>
            <dd className="reviews__reason">{review.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      {review.moderatedAt ? (
        <p className="muted reviews__moderated">
          {intl.formatMessage(messages.moderatedAt, { date: intl.formatDate(review.moderatedAt, DATE_TIME) })}
        </p>
      ) : null}
      {actions ? <CardActions review={review} actions={actions} /> : null}
    </article>
  );
}

/**
 * "Publier" on screen, "Publier l’avis de Samia" to a screen reader: every card has the same buttons,
 * and a list of ten "Publier" says nothing about which review each one acts on.
 */
function ActionLabel({ shown, full }: { shown: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

function CardActions({ review, actions }: { review: ReviewCardFieldsFragment; actions: Actions }) {
  const intl = useIntl();
  const author = review.authorName;
  return (
    <footer className="reviews__actions">
      {review.status === 'PUBLISHED' ? null : (
        <SubmitButton
          type="button"
          submitting={actions.publishing}
          disabled={actions.disabled}
          onClick={actions.onPublish}
        >
          <ActionLabel
            shown={intl.formatMessage(messages.publish)}
            full={intl.formatMessage(messages.publishOf, { author })}
          />
        </SubmitButton>
      )}
      {review.status === 'REJECTED' ? null : (
        <button
          type="button"
          className="button reviews__reject"
          disabled={actions.disabled || actions.publishing}
          onClick={actions.onReject}
        >
          <ActionLabel
            shown={intl.formatMessage(messages.reject)}
            full={intl.formatMessage(messages.rejectOf, { author })}
          />
        </button>
      )}
    </footer>
  );
}
