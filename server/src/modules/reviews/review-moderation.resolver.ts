/** GraphQL face of review moderation (staff holding CATALOG_WRITE): thin, ReviewModerationService decides. */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import type { ReviewModerationService } from './review-moderation.service';
import { ReviewsArgs } from './review.inputs';
import { ModeratedReview, ReviewPage } from './review.results';
import { moderatedReviewOf } from './review-view';

@Resolver(() => ModeratedReview)
export class ReviewModerationResolver {
  constructor(private readonly service: ReviewModerationService) {}

  @RequirePermission(Permission.CATALOG_WRITE)
  @Query(() => ReviewPage, {
    description:
      'Reviews to moderate (newest first, or oldest first), with contact details and the product; ' +
      'non-admins see their shops only.',
  })
  async reviews(@Ctx() ctx: RequestContext, @Args(() => ReviewsArgs) args: ReviewsArgs): Promise<ReviewPage> {
    const { items, totalCount } = await this.service.list(ctx, args);
    return { items: items.map((review) => moderatedReviewOf(review, ctx.locale)), totalCount };
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ModeratedReview, {
    description:
      'Shows the review on its product page and clears any rejection reason. Publishing a published ' +
      'review changes nothing.',
  })
  async publishReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ModeratedReview> {
    return moderatedReviewOf(await this.service.publish(ctx, id), ctx.locale);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ModeratedReview, {
    description:
      'Hides the review (kept for audit) with the reason staff read in the queue (1 to 500 characters; ' +
      'the shopper is not told). Rejecting again with the same reason changes nothing.',
  })
  async rejectReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
  ): Promise<ModeratedReview> {
    return moderatedReviewOf(await this.service.reject(ctx, id, reason), ctx.locale);
  }
}
