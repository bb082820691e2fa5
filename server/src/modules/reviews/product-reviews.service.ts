/**
 * What shoppers see of a product's reviews: published ones only, newest first, with the count and
 * the mean rating over all of them (not just the page). Three statements whatever the page size:
 * the product, the aggregate, the page.
 */
import { raw } from '@mikro-orm/core';
import type { FilterQuery } from '@mikro-orm/core';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { Product, ProductStatus } from '../catalog';
import { Review } from './review.entity';
import { ReviewStatus } from './review-status';
import { isUuid } from '../../core/ids';
import { pageWindow } from '../../core/pagination';

export interface ProductReviewsQuery {
  readonly productUuid: string;
  /** Only reviews received by this shop; every shop's when null or absent. */
  readonly shopId?: string | null;
  readonly page: number;
  readonly pageSize: number;
}

export interface ProductReviews {
  readonly items: Review[];
  readonly totalCount: number;
  /** Rounded to 2 decimals; null when nothing is published. */
  readonly averageRating: number | null;
}

interface ReviewAggregate {
  count: number | string;
  average: string | null;
}

export class ProductReviewsService {
  async list(ctx: RequestContext, query: ProductReviewsQuery): Promise<ProductReviews> {
    const uuid = query.productUuid.trim().toLowerCase();
    if (!isUuid(uuid)) throw new BadUserInputError({ productUuid: ['must be a product uuid'] });
    const shopId = query.shopId?.trim().toLowerCase() ?? null;
    if (shopId !== null && !isUuid(shopId)) throw new BadUserInputError({ shopId: ['must be a shop uuid'] });
    const { limit, offset } = pageWindow(query.page, query.pageSize);
    // Shown on the storefront only when published and active, like the product page itself.
    const product = await ctx.em.findOne(
      Product,
      { uuid, status: ProductStatus.PUBLISHED, active: true },
      { fields: ['id'] },
    );
    if (!product) throw new NotFoundError('Product', uuid);
    const where: FilterQuery<Review> = { product: product.id, status: ReviewStatus.PUBLISHED };
    if (shopId !== null) where.shop = shopId;
    const aggregate = await ctx.em
      .createQueryBuilder(Review)
      .select([raw('count(*) as count'), raw('avg(rating) as average')])
      .where(where)
      .execute<ReviewAggregate>('get');
    const totalCount = Number(aggregate.count);
    const items =
      totalCount > offset
        ? await ctx.em.find(Review, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset })
        : [];
    const average = aggregate.average === null ? null : Math.round(Number(aggregate.average) * 100) / 100;
    return { items, totalCount, averageRating: average };
  }
}
