/**
 * Review moderation (issue 17): the queue of pending reviews, oldest first, with the published and
 * rejected ones a tab away. With CATALOG_WRITE each card can be published (it appears on the product
 * page) or rejected with a reason (kept on the review, shown on its card). Online only for writes:
 * the server decides what shoppers see, and a queued verdict could cross another moderator's.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import type { ReviewCardFieldsFragment, ReviewStatus } from '../../__generated__/reviews/graphql';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import type { Route } from '../shell';
import { messages } from './messages';
import { RejectDialog } from './RejectDialog';
import { ReviewCard } from './ReviewCard';
import { ReviewTabs } from './ReviewTabs';
import { reviewsTexts } from './texts';
import { useModeration } from './use-moderation';
import { useReviewQueue } from './use-review-queue';
import './reviews.css';

const EMPTY: Readonly<Record<ReviewStatus, MessageDescriptor>> = {
  PENDING: messages.emptyPending,
  PUBLISHED: messages.emptyPublished,
  REJECTED: messages.emptyRejected,
};

function ReviewsPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const writable = useCan(Permission.CATALOG_WRITE);
  const queue = useReviewQueue();
  const moderation = useModeration();
  const [rejecting, setRejecting] = useState<ReviewCardFieldsFragment | null>(null);
  const base = useId();
  const tabId = (status: ReviewStatus) => `${base}-tab-${status}`;
  const { state, reviews } = queue;

  const actionsOf = (review: ReviewCardFieldsFragment) => ({
    publishing: moderation.publishingId === review.id,
    disabled: !online || moderation.publishingId !== null,
    onPublish: () => void moderation.publish(review),
    onReject: () => setRejecting(review),
  });

  return (
    <section className="page reviews">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {writable ? <OfflineNote online={online} message={messages.offline} /> : null}
      <ReviewTabs current={state.status} panelId={`${base}-panel`} tabId={tabId} onChange={queue.setStatus} />
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(state.status)}
        aria-busy={queue.pending}
        className="reviews__panel"
      >
        {queue.failed ? <RetryAlert message={messages.listFailed} onRetry={queue.retry} /> : null}
        {queue.pending && reviews.length === 0 ? (
          <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
        ) : null}
        {queue.answered && reviews.length === 0 && !queue.pending ? (
          <p className="muted">{intl.formatMessage(EMPTY[state.status])}</p>
        ) : null}
        <div className="reviews__list">
          {reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              {...(writable ? { actions: actionsOf(review) } : {})}
            />
          ))}
        </div>
        {queue.totalCount > 0 ? (
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            totalCount={queue.totalCount}
            messages={messages}
            onPage={queue.setPage}
            onPageSize={queue.setPageSize}
          />
        ) : null}
      </div>
      {writable ? (
        <RejectDialog
          review={rejecting}
          offline={!online}
          onClose={() => setRejecting(null)}
          onReject={moderation.reject}
        />
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ReviewsPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={reviewsTexts}>
      <ReviewsPageContent />
    </CatalogueScope>
  );
}
