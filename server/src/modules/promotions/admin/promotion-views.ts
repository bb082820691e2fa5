/**
 * Promotions as the staff API shows them: values as typed, texts in fr-en-ar order, the banner's
 * URL, the status at the request instant, the coupons consumed and the targets by name. A page is
 * read in a fixed number of statements whatever its size: one for the redemption counts, one per
 * kind of target present.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { ImageSize, variantUrl } from '../../media';
import type { Promotion } from '../promotion.entity';
import { statusAt } from './promotion-status';
import { isTargetScope, targetNames } from './promotion-targets.sql';
import type { TargetScope } from './promotion-targets.sql';
import { translationList } from './promotion-texts';
import { typedValueOf } from './promotion-value';
import type { PromotionTarget, PromotionView } from './promotion.results';

export interface ViewContext {
  readonly em: EntityManager;
  readonly locale: Locale;
  readonly now: Date;
}

/** Names found, or "#id" for a target deleted since (an ended promotion may outlive its segment). */
function targetsOf(promotion: Promotion, names: ReadonlyMap<TargetScope, ReadonlyMap<number, string>>) {
  if (!isTargetScope(promotion.scope)) return [];
  const known = names.get(promotion.scope);
  return promotion.targetIds.map((id): PromotionTarget => ({ id, name: known?.get(id) ?? `#${id}` }));
}

export function promotionView(
  promotion: Promotion,
  extra: { readonly targets: PromotionTarget[]; readonly redemptionCount: number; readonly now: Date },
): PromotionView {
  const { bannerThumbKey } = promotion;
  return {
    id: promotion.id,
    uuid: promotion.uuid,
    shopUuid: promotion.shop.uuid,
    name: promotion.name,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    translations: translationList(promotion.translations),
    bannerThumbUrl: bannerThumbKey === null ? null : variantUrl(bannerThumbKey, ImageSize.SMALL_PRODUCT),
    scope: promotion.scope,
    targets: extra.targets,
    paymentMethods: promotion.paymentMethods,
    priority: promotion.priority,
    active: promotion.active,
    featured: promotion.featured,
    couponCode: promotion.couponCode,
    singleUse: promotion.singleUse,
    discountType: promotion.discountType,
    value: typedValueOf(promotion.value),
    combinability: promotion.combinability,
    channels: promotion.channels,
    minimumSubtotal: promotion.minimumSubtotal,
    status: statusAt(promotion, extra.now),
    redemptionCount: extra.redemptionCount,
    version: promotion.version,
    createdAt: promotion.createdAt,
    updatedAt: promotion.updatedAt,
  };
}

async function redemptionCounts(em: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ promotion_id: number; count: number }[]>(
    'select promotion_id, count(*)::int as count from promotion_redemption where promotion_id in (?) group by promotion_id',
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.promotion_id, row.count]));
}

export async function promotionViews(
  ctx: ViewContext,
  promotions: readonly Promotion[],
): Promise<PromotionView[]> {
  const wanted = new Map<TargetScope, number[]>();
  for (const { scope, targetIds } of promotions) {
    if (isTargetScope(scope)) wanted.set(scope, [...(wanted.get(scope) ?? []), ...targetIds]);
  }
  const counts = await redemptionCounts(
    ctx.em,
    promotions.map((promotion) => promotion.id),
  );
  const names = await targetNames(ctx.em, ctx.locale, wanted);
  return promotions.map((promotion) =>
    promotionView(promotion, {
      targets: targetsOf(promotion, names),
      redemptionCount: counts.get(promotion.id) ?? 0,
      now: ctx.now,
    }),
  );
}

export async function promotionViewOf(ctx: ViewContext, promotion: Promotion): Promise<PromotionView> {
  const [view] = await promotionViews(ctx, [promotion]);
  if (!view) throw new Error(`No view of promotion ${promotion.id}`);
  return view;
}
