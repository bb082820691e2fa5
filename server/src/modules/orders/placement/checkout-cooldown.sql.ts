/**
 * The cooldown between two orders of one phone in one shop, claimed in the order's transaction by one
 * upsert: it writes only when the last order is old enough, and the row lock makes a racing second
 * order wait and then see the first one's time. Replays never get here (the key is found first).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CustomerFormMessageKey } from '@tijara/schema';
import { RateLimitedError } from '../../../core/errors';

/** 429 with the seconds left, and the message key the apps translate (form.waitSeconds). */
export class CooldownError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `Please wait ${retryAfterSeconds} s before ordering again`);
  }

  override extensions(): Record<string, unknown> {
    return { ...super.extensions(), messageKey: CustomerFormMessageKey.WAIT_SECONDS };
  }
}

export interface CooldownClaim {
  readonly shopUuid: string;
  readonly phone: string;
  readonly orderId: number;
  readonly at: Date;
  readonly seconds: number;
}

/** Records this order as the phone's last one, or throws CooldownError while the last is too recent. */
export async function claimCooldown(em: EntityManager, claim: CooldownClaim): Promise<void> {
  if (claim.seconds <= 0) return;
  const claimed = await em.execute<{ phone: string }[]>(
    `insert into checkout_cooldown (shop_uuid, phone, last_order_at, order_id) values (?, ?, ?, ?)
     on conflict (shop_uuid, phone) do update set last_order_at = excluded.last_order_at, order_id = excluded.order_id
     where checkout_cooldown.last_order_at <= excluded.last_order_at - make_interval(secs => ?)
     returning phone`,
    [claim.shopUuid, claim.phone, claim.at, claim.orderId, claim.seconds],
  );
  if (claimed.length > 0) return;
  const [last] = await em.execute<{ last_order_at: Date }[]>(
    'select last_order_at from checkout_cooldown where shop_uuid = ? and phone = ?',
    [claim.shopUuid, claim.phone],
  );
  const elapsedMs = last ? claim.at.getTime() - new Date(last.last_order_at).getTime() : 0;
  const left = Math.ceil((claim.seconds * 1000 - Math.max(0, elapsedMs)) / 1000);
  throw new CooldownError(Math.min(claim.seconds, Math.max(1, left)));
}
