/** The reviews module: storefront submission (REST), staff moderation and the public list (GraphQL). */
import { defineModule } from '../manifest';
import { ProductReviewsResolver } from './product-reviews.resolver';
import { ProductReviewsService } from './product-reviews.service';
import { webReviewRoutes } from './rest/web-review.route';
import { Review } from './review.entity';
import { ReviewModerationResolver } from './review-moderation.resolver';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewSubmissionService } from './review-submission.service';

export const reviewsModule = defineModule({
  name: 'reviews',
  entities: [Review],
  resolvers: [ReviewModerationResolver, ProductReviewsResolver],
  views: ['reviews.review'],
  needs: ['storage', 'catalogue'],
  build({ storage, catalogue }) {
    return {
      provides: {},
      resolvers: [
        new ReviewModerationResolver(new ReviewModerationService(catalogue)),
        new ProductReviewsResolver(new ProductReviewsService()),
      ],
      routes: webReviewRoutes({ submission: new ReviewSubmissionService(storage) }),
    };
  },
});
