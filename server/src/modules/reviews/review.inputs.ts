/** GraphQL arguments of the review queries (paged by core/pagination.ts's rule). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { ReviewStatus } from './review-status';

@ArgsType()
export class ReviewPagingArgs {
  @Field(() => Int, { defaultValue: 1, description: 'From 1.' })
  page!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `One of ${PAGE_SIZES.join(', ')}.` })
  pageSize!: number;
}

@ArgsType()
export class ReviewsArgs extends ReviewPagingArgs {
  @Field(() => ReviewStatus, { nullable: true, description: 'Only reviews in this state; all when omitted.' })
  status?: ReviewStatus | null;

  @Field(() => Int, { nullable: true, description: 'Only reviews of this product.' })
  productId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Oldest first (a moderation queue taken in order); newest first by default.',
  })
  oldestFirst?: boolean | null;
}

@ArgsType()
export class ProductReviewsArgs extends ReviewPagingArgs {
  @Field(() => String)
  productUuid!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "Only reviews sent through this shop's storefront (as its product page shows); all when omitted.",
  })
  shopId?: string | null;
}
