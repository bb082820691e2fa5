/**
 * A shopper's review arriving from the storefront. Everything is checked before anything is written:
 * the form's rules and the photo together (one 400 answer naming every field at fault), then the
 * product (published, active and sold in the token's shop, else 404). Only then are the photo's
 * objects written and the row inserted, as `pending`: nobody sees it until a moderator publishes it,
 * so no listing cache is touched here. The same email, product and text within 24 hours answer the
 * review already stored instead of a second row (a double click, a retry after a lost answer).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { Product, ProductStatus } from '../catalog';
import { contentKey, ImageRefusedError, imageObjectKeys, renderImage, writeImage } from '../media';
import type { MediaStorage, RenderedImage } from '../media';
import { Shop } from '../shop';
import { Review } from './review.entity';
import { checkReviewSubmission } from './review-submission';
import type { ReviewDraft, ReviewSubmissionFields } from './review-submission';

/** Same email, product and text within this window: the earlier review is the answer. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Review photos live apart from product images in storage. */
export const REVIEW_IMAGE_PREFIX = 'reviews';

export interface ReviewPhoto {
  /** The name on the shopper's disk, only for messages. */
  readonly filename: string;
  readonly data: Buffer;
}

export interface ReviewSubmission {
  readonly fields: ReviewSubmissionFields;
  readonly photo: ReviewPhoto | null;
}

export interface SubmittedReview {
  readonly review: Review;
  /** True when an identical review was already stored (nothing new was written). */
  readonly duplicate: boolean;
}

interface CheckedSubmission {
  readonly draft: ReviewDraft;
  readonly photo: { readonly key: string; readonly image: RenderedImage } | null;
}

function findDuplicate(em: EntityManager, productId: number, draft: ReviewDraft, now: Date) {
  return em.findOne(
    Review,
    {
      product: productId,
      email: draft.email,
      textHtml: draft.textHtml,
      createdAt: { $gt: new Date(now.getTime() - DUPLICATE_WINDOW_MS) },
    },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

export class ReviewSubmissionService {
  constructor(private readonly storage: MediaStorage) {}

  async submit(ctx: RequestContext, shopId: string, submission: ReviewSubmission): Promise<SubmittedReview> {
    const { draft, photo } = await this.check(ctx, submission);
    const productId = await this.sellableProductId(ctx, shopId, draft.productUuid);
    const earlier = await findDuplicate(ctx.em, productId, draft, ctx.now);
    if (earlier) return { review: earlier, duplicate: true };
    let stored: SubmittedReview | undefined;
    try {
      if (photo) await writeImage(this.storage, photo.key, photo.image);
      stored = await this.insert(ctx, shopId, productId, draft, photo?.key ?? null);
      return stored;
    } finally {
      if (photo && (stored === undefined || stored.duplicate)) await this.discardPhoto(ctx, photo.key);
    }
  }

  /** The form's rules and the photo, all reported at once. */
  private async check(ctx: RequestContext, submission: ReviewSubmission): Promise<CheckedSubmission> {
    const checked = checkReviewSubmission(submission.fields, ctx.now);
    const errors: Record<string, readonly string[]> = checked.ok ? {} : { ...checked.errors };
    let image: RenderedImage | null = null;
    if (submission.photo) {
      try {
        image = await renderImage(submission.photo.data);
      } catch (error) {
        if (!(error instanceof ImageRefusedError)) throw error;
        errors['image'] = [error.forFile(submission.photo.filename).message];
      }
    }
    if (!checked.ok || Object.keys(errors).length > 0) {
      throw new BadUserInputError(errors, 'The review form has errors');
    }
    const photo =
      image && submission.photo
        ? { key: contentKey(REVIEW_IMAGE_PREFIX, submission.photo.data), image }
        : null;
    return { draft: checked.draft, photo };
  }

  /** A product shoppers of this shop can see; anything else is unknown to them (404). */
  private async sellableProductId(ctx: RequestContext, shopId: string, uuid: string): Promise<number> {
    const product = await ctx.em.findOne(
      Product,
      { uuid, status: ProductStatus.PUBLISHED, active: true, shops: shopId },
      { fields: ['id'] },
    );
    if (!product) throw new NotFoundError('Product', uuid);
    return product.id;
  }

  private insert(
    ctx: RequestContext,
    shopId: string,
    productId: number,
    draft: ReviewDraft,
    imageKey: string | null,
  ): Promise<SubmittedReview> {
    return ctx.em.transactional(async (em) => {
      // Two identical submissions racing (a double click) take turns here: the second finds the first.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`review:${productId}:${draft.email}`]);
      const earlier = await findDuplicate(em, productId, draft, ctx.now);
      if (earlier) return { review: earlier, duplicate: true };
      const review = em.create(Review, {
        product: em.getReference(Product, productId, { wrapped: true }),
        shop: em.getReference(Shop, shopId, { wrapped: true }),
        authorName: draft.authorName,
        email: draft.email,
        phone: draft.phone,
        purchaseDate: draft.purchaseDate,
        rating: draft.rating,
        textHtml: draft.textHtml,
        boughtHere: true,
        acceptedPolicy: true,
        imageKey,
        createdAt: ctx.now,
      });
      return { review, duplicate: false };
    });
  }

  /**
   * Photo keys are content-addressed: the same photo sent with another review shares the objects,
   * so they go only when no review refers to them.
   */
  private async discardPhoto(ctx: RequestContext, key: string): Promise<void> {
    try {
      const users = await ctx.em.fork().count(Review, { imageKey: key });
      if (users === 0) await this.storage.delete(imageObjectKeys(key));
    } catch (error) {
      // The answer (the review, or why it failed) matters more than a stray photo in storage.
      ctx.log.warn({ err: error, key }, 'Could not remove an unused review photo');
    }
  }
}
