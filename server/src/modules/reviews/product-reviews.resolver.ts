/** GraphQL face of a product's published reviews, for shoppers: thin, ProductReviewsService answers. */
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import type { ProductReviewsService } from './product-reviews.service';
import { ProductReviewsArgs } from './review.inputs';
import { PublicReview, PublicReviewPage } from './review.results';
import { publicReviewOf } from './review-view';

@Resolver(() => PublicReview)
export class ProductReviewsResolver {
  constructor(private readonly service: ProductReviewsService) {}

  @Public()
  @Query(() => PublicReviewPage, {
    description:
      "A product's published reviews, newest first, with their count and mean rating. " +
      'Unknown, unpublished or hidden products: NOT_FOUND.',
  })
  async productReviews(
    @Ctx() ctx: RequestContext,
    @Args(() => ProductReviewsArgs) args: ProductReviewsArgs,
  ): Promise<PublicReviewPage> {
    const page = await this.service.list(ctx, args);
    return { ...page, items: page.items.map(publicReviewOf) };
  }
}
