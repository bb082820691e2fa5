/**
 * The checks of a promotion form that need the database, run inside the saving transaction after the
 * pure ones (promotion-rules.ts), adding to the same collector: targets that do not exist for the
 * shop (named), and a coupon code another live promotion of the shop holds. The coupon check runs
 * under the (shop, code) advisory lock, held until commit (coupon-codes.sql.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { PromotionScope } from '@tijara/schema';
import { lockCouponCode, liveHolderOf } from './coupon-codes.sql';
import { idList } from './field-problems';
import type { FieldProblems } from './field-problems';
import type { PromotionFields } from './promotion-rules';
import { isLive } from './promotion-status';
import { isTargetScope, unknownTargets } from './promotion-targets.sql';
import type { TargetScope } from './promotion-targets.sql';

const UNKNOWN: Readonly<Record<TargetScope, string>> = {
  [PromotionScope.PRODUCT]: 'unknown products, or not sold by this shop',
  [PromotionScope.CATEGORY]: 'unknown categories',
  [PromotionScope.BRAND]: 'unknown brands',
  [PromotionScope.BRAND_LINE]: 'unknown brand lines',
  [PromotionScope.COLLECTION]: 'unknown collections',
  [PromotionScope.CUSTOMER_SEGMENT]: 'unknown customer segments of this shop',
};

export interface SavedPromotion {
  readonly shopUuid: string;
  readonly scope: PromotionScope;
  readonly fields: PromotionFields;
  readonly now: Date;
  /** Null when created. */
  readonly id: number | null;
}

export async function checkTargetsExist(
  em: EntityManager,
  problems: FieldProblems,
  { shopUuid, scope, fields }: SavedPromotion,
): Promise<void> {
  if (!isTargetScope(scope) || problems.has('targetIds')) return;
  const unknown = await unknownTargets(em, shopUuid, scope, fields.targetIds);
  if (unknown.length > 0) problems.add('targetIds', `${UNKNOWN[scope]}: ${idList(unknown)}`);
}

/** Only a promotion that is live once saved can clash; an inactive or ended one is checked when it comes back. */
export async function checkCouponFree(
  em: EntityManager,
  problems: FieldProblems,
  { shopUuid, fields, now, id }: SavedPromotion,
): Promise<void> {
  const code = fields.couponCode;
  if (code === null || problems.has('couponCode') || !isLive(fields, now)) return;
  await lockCouponCode(em, shopUuid, code);
  const holder = await liveHolderOf(em, { shopUuid, code, now, exceptId: id });
  if (holder !== null) problems.add('couponCode', `already used by the live promotion ${holder}`);
}

export async function checkAgainstDatabase(
  em: EntityManager,
  problems: FieldProblems,
  saved: SavedPromotion,
): Promise<void> {
  await checkTargetsExist(em, problems, saved);
  await checkCouponFree(em, problems, saved);
}
