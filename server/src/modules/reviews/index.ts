/** Reviews: shoppers' reviews of products, held for moderation. The module's only public face. */
import { ProductReviewsResolver } from './product-reviews.resolver';
import { Review } from './review.entity';
import { ReviewModerationResolver } from './review-moderation.resolver';

export { ProductReviewsResolver, Review, ReviewModerationResolver };
export { ReviewStatus } from './review-status';
export { REVIEW_TEXT_TAGS, sanitizeReviewText } from './review-text';
export { ProductReviewsService } from './product-reviews.service';
export { ReviewModerationService } from './review-moderation.service';
export {
  DUPLICATE_WINDOW_MS,
  REVIEW_IMAGE_PREFIX,
  ReviewSubmissionService,
} from './review-submission.service';
export type { ReviewPhoto, ReviewSubmission, SubmittedReview } from './review-submission.service';
export type { ReviewSubmissionFields } from './review-submission';
export { reviewImagesOf } from './review-view';
export { reviewsModule } from './reviews.module';
