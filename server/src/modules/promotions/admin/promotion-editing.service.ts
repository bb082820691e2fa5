/**
 * Staff changes to promotions: create (the scope is chosen then, and never changes), update (the
 * whole form, with the version read: a stale one is 409), switch on or off, and delete (refused once
 * a coupon of it was redeemed: deactivate it instead). Each is one catalogue transaction; the form's
 * every problem, pure or found in the database, comes back in one BadUserInputError with nothing
 * written.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission, PROMOTION_SCOPES } from '@tijara/schema';
import type { PromotionScope } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import type { MediaStorage } from '../../media';
import { Shop, shopToActIn } from '../../shop';
import { Promotion } from '../promotion.entity';
import { releaseBanner } from './banner-objects';
import { FieldProblems } from './field-problems';
import { checkAgainstDatabase, checkCouponFree } from './promotion-checks';
import { checkPromotion } from './promotion-rules';
import type { PromotionFields, PromotionInputValue } from './promotion-rules';
import type { PromotionQueryService } from './promotion-query.service';
import { promotionViewOf } from './promotion-views';
import { redeemedError, staleVersionError, writePromotions } from './promotion-write';
import type { PromotionView } from './promotion.results';

/** The promotion's current form values (what an update leaves out keeps). */
function fieldsOf(promotion: Promotion): PromotionFields {
  return {
    name: promotion.name,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    translations: promotion.translations,
    targetIds: promotion.targetIds,
    paymentMethods: promotion.paymentMethods,
    priority: promotion.priority,
    active: promotion.active,
    featured: promotion.featured,
    couponCode: promotion.couponCode,
    singleUse: promotion.singleUse,
    discountType: promotion.discountType,
    value: promotion.value,
    combinability: promotion.combinability,
    channels: promotion.channels,
    minimumSubtotal: promotion.minimumSubtotal,
  };
}

/** Loads the promotion for a change, its row locked until commit; 404 when it went meanwhile. */
async function lockedPromotion(em: EntityManager, id: number): Promise<Promotion> {
  const promotion = await em.findOne(Promotion, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!promotion) throw new NotFoundError('Promotion', id);
  return promotion;
}

export class PromotionEditingService {
  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly storage: MediaStorage,
    private readonly query: PromotionQueryService,
  ) {}

  async create(
    ctx: RequestContext,
    shopUuid: string,
    scope: PromotionScope,
    input: PromotionInputValue,
  ): Promise<PromotionView> {
    assertPermission(ctx, Permission.PROMOTIONS);
    if (!PROMOTION_SCOPES.includes(scope)) {
      throw new BadUserInputError({ scope: ['is not a promotion scope'] });
    }
    const shop = await shopToActIn(ctx, ctx.em, shopUuid);
    const promotion = await writePromotions(ctx, this.catalogue, async (em) => {
      const problems = new FieldProblems();
      const fields = checkPromotion(problems, scope, input);
      await checkAgainstDatabase(em, problems, { shopUuid: shop, scope, fields, now: ctx.now, id: null });
      problems.assertNone();
      return em.create(Promotion, { ...fields, shop: em.getReference(Shop, shop), scope });
    });
    return promotionViewOf(ctx, promotion);
  }

  async update(
    ctx: RequestContext,
    id: number,
    version: number,
    input: PromotionInputValue,
  ): Promise<PromotionView> {
    await this.query.find(ctx, id);
    const promotion = await writePromotions(ctx, this.catalogue, async (em) => {
      const current = await lockedPromotion(em, id);
      if (current.version !== version) throw staleVersionError();
      const problems = new FieldProblems();
      const fields = checkPromotion(problems, current.scope, input, fieldsOf(current));
      const saved = { shopUuid: current.shop.uuid, scope: current.scope, fields, now: ctx.now, id };
      await checkAgainstDatabase(em, problems, saved);
      problems.assertNone();
      return em.assign(current, fields);
    });
    return promotionViewOf(ctx, promotion);
  }

  /** Switching on checks the coupon code again: another promotion may have taken it meanwhile. */
  async setActive(ctx: RequestContext, id: number, active: boolean): Promise<PromotionView> {
    const found = await this.query.find(ctx, id);
    // Nothing to change: no transaction, no revision bump (the caches stay warm).
    if (found.active === active) return promotionViewOf(ctx, found);
    const promotion = await writePromotions(ctx, this.catalogue, async (em) => {
      const current = await lockedPromotion(em, id);
      if (current.active === active) return current;
      const problems = new FieldProblems();
      const fields = { ...fieldsOf(current), active };
      const saved = { shopUuid: current.shop.uuid, scope: current.scope, fields, now: ctx.now, id };
      await checkCouponFree(em, problems, saved);
      problems.assertNone('The coupon code is already used by a live promotion');
      current.active = active;
      return current;
    });
    return promotionViewOf(ctx, promotion);
  }

  /** The deleted id. A redeemed coupon keeps its promotion (orders refer to it): 409. */
  async delete(ctx: RequestContext, id: number): Promise<number> {
    await this.query.find(ctx, id);
    const bannerKey = await writePromotions(ctx, this.catalogue, async (em) => {
      const current = await lockedPromotion(em, id);
      const redeemed = await em.execute<{ id: number }[]>(
        'select id from promotion_redemption where promotion_id = ? limit 1',
        [id],
      );
      if (redeemed.length > 0) throw redeemedError();
      const key = current.bannerThumbKey;
      em.remove(current);
      return key;
    });
    await releaseBanner(ctx, this.storage, id, bannerKey);
    return id;
  }
}
