/**
 * What the engine needs to know about a known customer: the segments they are in and the single-use
 * coupons they have consumed. Segment membership is the admin module's rule (segmentIdsOf); the
 * consumed coupons are the redemptions written at order placement. Read through the caller's
 * EntityManager, so inside its transaction a customer that transaction just created is known.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartCustomer } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import { segmentIdsOf } from '../admin';

export async function customerFacts(
  em: EntityManager,
  shopUuid: string,
  customerId: number,
): Promise<CartCustomer> {
  const rows = await em.execute<{ known: boolean; used: number[] }[]>(
    `select exists (select 1 from customers.customer c where c.id = ? and c.shop_uuid = ?::uuid) as known,
        array(select r.promotion_id from promotion_redemption r where r.customer_id = ? order by r.promotion_id) as used`,
    [customerId, shopUuid, customerId],
  );
  if (!rows[0]?.known) throw new NotFoundError('Customer', customerId);
  return { segmentIds: await segmentIdsOf(em, shopUuid, customerId), usedPromotionIds: rows[0].used };
}
