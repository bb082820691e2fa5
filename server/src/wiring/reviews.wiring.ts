/** Reviews: storefront submission (REST), staff moderation and the public list (GraphQL). */
import {
  ProductReviewsResolver,
  ProductReviewsService,
  ReviewModerationResolver,
  ReviewModerationService,
  reviewsResolvers,
  ReviewSubmissionService,
} from '../modules/reviews';
import { webReviewRoutes } from '../rest/legacy/web-review.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const reviewsResolverClasses: readonly ResolverClass[] = reviewsResolvers;

export function reviewsWiring({ storage, catalogue }: WiringDeps): Wiring {
  const submission = new ReviewSubmissionService(storage);
  return {
    resolvers: [
      new ReviewModerationResolver(new ReviewModerationService(catalogue)),
      new ProductReviewsResolver(new ProductReviewsService()),
    ],
    routes: webReviewRoutes({ submission }),
  };
}
