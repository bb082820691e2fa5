/**
 * The moderation queue's read. The tab, page and page size live in the address (`?status=rejected&page=2`)
 * so a reload or a shared link opens the same list; pending is the default. Pending reviews come oldest
 * first, as a queue is worked through in order; published and rejected ones newest first. A review
 * moderated from this tab leaves it at once (its status no longer matches), then the page is asked
 * again to fill the gap.
 */
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { PageSize } from '@tijara/schema';
import type { ReviewStatus } from '../../__generated__/reviews/graphql';
import { ReviewQueueDocument } from '../../__generated__/reviews/graphql';
import { isPageSize, pageCount } from '../../components/Pager';

export const REVIEW_STATUSES = [
  'PENDING',
  'PUBLISHED',
  'REJECTED',
] as const satisfies readonly ReviewStatus[];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

export interface QueueState {
  readonly status: ReviewStatus;
  readonly page: number;
  readonly pageSize: PageSize;
}

export function readQueueState(params: URLSearchParams): QueueState {
  const status = params.get('status')?.toUpperCase() ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status) ? (status as ReviewStatus) : 'PENDING',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults: the plain queue keeps the plain address. */
export function writeQueueState({ status, page, pageSize }: QueueState): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'PENDING') params.set('status', status.toLowerCase());
  if (page !== 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(pageSize));
  return params;
}

export function queueVariables({ status, page, pageSize }: QueueState) {
  return { status, page, pageSize, oldestFirst: status === 'PENDING' };
}

export function useReviewQueue() {
  const [params, setParams] = useSearchParams();
  const state = readQueueState(params);
  const go = (next: QueueState, replace = false) => void setParams(writeQueueState(next), { replace });
  const list = useQuery(ReviewQueueDocument, {
    variables: queueVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const answer = list.data?.reviews ?? list.previousData?.reviews;
  const reviews = answer?.items.filter((review) => review.status === state.status) ?? [];

  // A page emptied by moderation (or an old link past the end): the last page left instead.
  const lastPage = list.data ? pageCount(list.data.reviews.totalCount, state.pageSize) : state.page;
  const { status, page, pageSize } = state;
  useEffect(() => {
    if (page > lastPage)
      void setParams(writeQueueState({ status, pageSize, page: lastPage }), { replace: true });
  }, [status, page, pageSize, lastPage, setParams]);

  return {
    state,
    reviews,
    totalCount: answer?.totalCount ?? 0,
    answered: Boolean(answer),
    pending: list.loading,
    failed: Boolean(list.error) && !answer,
    retry: () => void list.refetch().catch(() => undefined),
    setStatus: (status: ReviewStatus) => go({ ...state, status, page: 1 }),
    setPage: (page: number) => go({ ...state, page }),
    setPageSize: (pageSize: PageSize) => go({ ...state, pageSize, page: 1 }),
  };
}
