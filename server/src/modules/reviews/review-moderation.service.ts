/**
 * Staff moderation: the list of reviews (contact details included) and the two decisions, publish
 * and reject. A decision changes what the product page shows, and product pages are cached, so it
 * runs through CatalogueChanges.write (one transaction with the revision bump). Deciding what is
 * already decided changes nothing and bumps nothing, so a double click or a replayed call is
 * harmless. Members of staff other than admins see and moderate only their shops' reviews.
 * A rejection carries its reason (1 to 500 characters), which staff read in the queue; publishing
 * clears it.
 */
import { LockMode } from '@mikro-orm/core';
import type { FilterQuery } from '@mikro-orm/core';
import { StaffRole } from '@tijara/schema';
import { assertActor, assertCanActInShop } from '../../core/access';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import { assertId } from '../../core/ids';
import type { Actor, RequestContext } from '../../core/request-context';
import type { CatalogueChanges } from '../catalog';
import { Staff } from '../staff';
import { Review } from './review.entity';
import type { ReviewStatus } from './review-status';
import { ReviewStatus as Status } from './review-status';
import { pageWindow } from '../../core/pagination';

export interface ReviewFilter {
  readonly status?: ReviewStatus | null;
  readonly productId?: number | null;
  readonly oldestFirst?: boolean | null;
  readonly page: number;
  readonly pageSize: number;
}

export const REJECTION_REASON_MAX = 500;

/** What moderatedReviewOf reads: the product's uuid, slug and names (one query each, for a whole page). */
const PRODUCT_POPULATE = ['product', 'product.translations'] as const;

function checkReason(reason: string): string {
  const text = reason.trim();
  if (text.length < 1 || text.length > REJECTION_REASON_MAX) {
    throw new BadUserInputError(
      { reason: [`must be 1 to ${REJECTION_REASON_MAX} characters`] },
      'Invalid rejection reason',
    );
  }
  return text;
}

export interface ReviewList {
  /** Products loaded with their translations (moderatedReviewOf reads them). */
  readonly items: Review[];
  readonly totalCount: number;
}

/** Null for admins (every shop), else the shops the actor is assigned to. */
function shopScope(actor: Actor): readonly string[] | null {
  return actor.roles.includes(StaffRole.ADMIN) ? null : actor.shopIds;
}

export class ReviewModerationService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async list(ctx: RequestContext, filter: ReviewFilter): Promise<ReviewList> {
    const { limit, offset } = pageWindow(filter.page, filter.pageSize);
    const where: FilterQuery<Review> = {};
    if (filter.status) where.status = filter.status;
    if (filter.productId != null) where.product = assertId('productId', filter.productId, 'Product');
    const shops = shopScope(assertActor(ctx));
    if (shops !== null) where.shop = { $in: [...shops] };
    const order = filter.oldestFirst ? 'asc' : 'desc';
    const [items, totalCount] = await ctx.em.findAndCount(Review, where, {
      populate: PRODUCT_POPULATE,
      orderBy: { createdAt: order, id: order },
      limit,
      offset,
    });
    return { items, totalCount };
  }

  publish(ctx: RequestContext, id: number): Promise<Review> {
    return this.decide(ctx, id, Status.PUBLISHED, null);
  }

  /** The shopper is not told; staff read the reason in the queue. */
  reject(ctx: RequestContext, id: number, reason: string): Promise<Review> {
    return this.decide(ctx, id, Status.REJECTED, checkReason(reason));
  }

  private async decide(
    ctx: RequestContext,
    id: number,
    status: ReviewStatus,
    reason: string | null,
  ): Promise<Review> {
    const actor = assertActor(ctx);
    const found = await this.findForActor(ctx, id);
    if (found.status === status && found.rejectionReason === reason) return found;
    return this.catalogue.write(ctx, async (em) => {
      // Locked, so two moderators deciding at once apply one after the other.
      const review = await em.findOneOrFail(Review, id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      review.status = status;
      review.rejectionReason = reason;
      review.moderatedAt = ctx.now;
      review.moderatedBy = em.getReference(Staff, actor.staffId, { wrapped: true });
      await em.populate(review, PRODUCT_POPULATE);
      return review;
    });
  }

  private async findForActor(ctx: RequestContext, id: number): Promise<Review> {
    const review = await ctx.em.findOne(Review, assertId('id', id, 'Review'), { populate: PRODUCT_POPULATE });
    if (!review) throw new NotFoundError('Review', id);
    assertCanActInShop(ctx, review.shop.uuid);
    return review;
  }
}
