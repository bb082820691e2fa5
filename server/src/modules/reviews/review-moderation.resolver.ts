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
    description: 'Reviews to moderate, newest first, with contact details; non-admins see their shops only.',
  })
  async reviews(@Ctx() ctx: RequestContext, @Args(() => ReviewsArgs) args: ReviewsArgs): Promise<ReviewPage> {
    const { items, totalCount } = await this.service.list(ctx, args);
    return { items: items.map(moderatedReviewOf), totalCount };
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ModeratedReview, {
    description: 'Shows the review on its product page. Publishing a published review changes nothing.',
  })
  async publishReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ModeratedReview> {
    return moderatedReviewOf(await this.service.publish(ctx, id));
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ModeratedReview, {
    description:
      'Hides the review (kept for audit). The reason goes to the server log only: it is not stored. ' +
      'Rejecting a rejected review changes nothing.',
  })
  async rejectReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
  ): Promise<ModeratedReview> {
    return moderatedReviewOf(await this.service.reject(ctx, id, reason ?? null));
  }
}
