/** Server answers for the review moderation tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { ReviewCardFieldsFragment, ReviewStatus } from '../../__generated__/reviews/graphql';
import {
  ReviewPublishDocument,
  ReviewQueueDocument,
  ReviewRejectDocument,
} from '../../__generated__/reviews/graphql';

type Image = ReviewCardFieldsFragment['images'][number] & { __typename: 'ReviewImage' };
export type Review = Omit<ReviewCardFieldsFragment, 'images'> & { __typename: 'Review'; images: Image[] };

export function review(fields: Partial<Review> = {}): Review {
  const id = fields.id ?? 51;
  return {
    __typename: 'Review',
    id,
    uuid: `7d1e7a52-1f7b-4f0e-9a43-6d3b2a7c${String(id).padStart(4, '0')}`,
    productId: 31,
    productName: 'Lait Candia 1 L',
    productSlug: 'lait-candia-1-l',
    authorName: 'Samia B.',
    email: 'samia@example.dz',
    phone: '0661234567',
    rating: 4,
    text: '<p>Très bon lait, <strong>livré frais</strong>.</p>',
    images: [],
    boughtHere: true,
    purchaseDate: '2026-11-03',
    acceptedPolicy: true,
    createdAt: '2026-11-05T09:30:00.000Z',
    status: 'PENDING',
    moderatedAt: null,
    rejectionReason: null,
    ...fields,
  };
}

export function queueAnswer(
  status: ReviewStatus,
  items: Review[],
  { page = 1, totalCount = items.length } = {},
): MockedResponse {
  return {
    request: {
      query: ReviewQueueDocument,
      variables: { status, page, pageSize: 12, oldestFirst: status === 'PENDING' },
    },
    result: { data: { reviews: { __typename: 'ReviewPage', items, totalCount } } },
  };
}

export function publishAnswer(published: Review): MockedResponse {
  return {
    request: { query: ReviewPublishDocument, variables: { id: published.id } },
    result: { data: { publishReview: published } },
  };
}

export function rejectAnswer(id: number, reason: string, answer: MockedResponse['result']): MockedResponse {
  return { request: { query: ReviewRejectDocument, variables: { id, reason } }, result: answer };
}
