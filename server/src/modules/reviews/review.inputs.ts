/**
 * GraphQL arguments of the review queries, and the paging rule they share: pages from 1, page sizes
 * from the shared list (PAGE_SIZES), anything else a field error rather than a silent default.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { BadUserInputError } from '../../core/errors';
import type { FieldErrors } from '../../core/errors';
import { ReviewStatus } from './review-status';

/** A page far beyond any real list: refused so an offset never overflows. */
const MAX_PAGE = 100_000;

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

export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** The rows a page covers, or bad input naming `page` / `pageSize`. */
export function pageWindow(page: number, pageSize: number): PageWindow {
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    errors['page'] = [`must be a whole number from 1 to ${MAX_PAGE}`];
  }
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize)) {
    errors['pageSize'] = [`must be one of ${PAGE_SIZES.join(', ')}`];
  }
  if (Object.keys(errors).length > 0) throw new BadUserInputError(errors as FieldErrors, 'Invalid page');
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
