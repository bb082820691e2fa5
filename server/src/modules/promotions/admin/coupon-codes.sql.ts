/**
 * A coupon code is unique among a shop's live promotions (active and not ended at the request's
 * instant). Two staff saving the same code at once must not both pass the check, and there is no
 * unique index that could say "live" (it depends on the clock), so each save that would make a
 * promotion live with a code takes a transaction-scoped advisory lock on (shop, code) before
 * looking: the second waits for the first to commit, then sees its row.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Held until the transaction ends (em must be the transaction's). */
export async function lockCouponCode(em: EntityManager, shopUuid: string, code: string): Promise<void> {
  await em.execute("select pg_advisory_xact_lock(hashtext(?::text || ':' || ?::text))", [shopUuid, code]);
}

export interface CouponQuestion {
  readonly shopUuid: string;
  readonly code: string;
  readonly now: Date;
  /** The promotion being saved (null when created). */
  readonly exceptId: number | null;
}

/** The name of another live promotion of the shop holding the code, or null. */
export async function liveHolderOf(em: EntityManager, question: CouponQuestion): Promise<string | null> {
  const rows = await em.execute<{ name: string }[]>(
    'select name from promotion where shop_uuid = ? and coupon_code = ? and active and ends_at > ? ' +
      'and id <> ? order by id limit 1',
    [question.shopUuid, question.code, question.now, question.exceptId ?? 0],
  );
  return rows[0]?.name ?? null;
}
