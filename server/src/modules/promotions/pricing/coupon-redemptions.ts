/**
 * Consuming single-use coupons at order placement, inside the order's own transaction: the unique
 * (promotion, customer) row is the guarantee, not a read before the write. Two orders racing for the
 * same coupon: one inserts, the other's insert waits for it and then finds the row, so its order
 * fails and rolls back whole. The same order replayed (a retry that reaches placement again) finds its
 * own row and passes without consuming twice.
 */
import { pgArray } from '../../../core/pg-array';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode } from '@tijara/schema';
import { RuleError } from '../../../core/errors';

export interface CouponUse {
  readonly customerId: number;
  readonly orderId: number;
  /** The single-use promotions the order's pricing applied. */
  readonly promotionIds: readonly number[];
}

export class CouponAlreadyUsedError extends RuleError {
  constructor(promotionIds: readonly number[]) {
    super(
      ErrorCode.CONFLICT,
      'coupon_already_used',
      'This coupon has already been used by this customer',
      { couponCodes: ['This coupon has already been used by this customer'] },
      { promotionIds },
    );
  }
}

/** Call inside the order's transaction (`em` is its EntityManager). */
export async function consumeSingleUseCoupons(em: EntityManager, use: CouponUse): Promise<void> {
  const ids = [...new Set(use.promotionIds)];
  if (ids.length === 0) return;
  const list = `{${ids.join(',')}}`;
  await em.execute(
    `insert into promotion_redemption (promotion_id, customer_id, order_id)
     select unnest(?::int[]), ?, ? on conflict (promotion_id, customer_id) do nothing`,
    [list, use.customerId, use.orderId],
  );
  const others = await em.execute<{ promotion_id: number }[]>(
    'select promotion_id from promotion_redemption where customer_id = ? and promotion_id = any(?::int[]) and order_id <> ?',
    [use.customerId, list, use.orderId],
  );
  if (others.length > 0) throw new CouponAlreadyUsedError(others.map((row) => row.promotion_id));
}

/** The shop's single-use promotions among those the till applied (by line or by coupon code). */
export async function singleUsePromotionIds(
  em: EntityManager,
  shopUuid: string,
  applied: { readonly promotionIds: readonly number[]; readonly couponCodes: readonly string[] },
): Promise<number[]> {
  if (applied.promotionIds.length === 0 && applied.couponCodes.length === 0) return [];
  const rows = await em.execute<{ id: number }[]>(
    `select id from promotion where shop_uuid = ? and single_use
       and (id = any(?::int[]) or coupon_code = any(?::text[])) order by id`,
    [shopUuid, pgArray(applied.promotionIds), pgArray(applied.couponCodes)],
  );
  return rows.map((row) => row.id);
}
