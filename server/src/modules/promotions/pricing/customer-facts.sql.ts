/**
 * What the engine needs to know about a known customer: the segments they are in and the single-use
 * coupons they have consumed. Segment membership is the admin module's rule (segmentIdsOf); the
 * consumed coupons are the redemptions written at order placement. Read through the caller's
 * EntityManager, so inside its transaction a customer that transaction just created is known. A
 * till's page of customers asks for all of them at once (customersFacts, two statements).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartCustomer } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import { segmentIdsOf, segmentIdsOfCustomers } from '../admin';

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
  return {
    segmentIds: await segmentIdsOf(em, shopUuid, customerId),
    usedPromotionIds: rows[0].used,
  };
}

/** The facts of each of the shop's customers named (none for a customer of another shop). */
export async function customersFacts(
  em: EntityManager,
  shopUuid: string,
  customerIds: readonly number[],
): Promise<Map<number, CartCustomer>> {
  const segments = await segmentIdsOfCustomers(em, shopUuid, customerIds);
  const used = new Map<number, number[]>();
  if (customerIds.length > 0) {
    const rows = await em.execute<{ customerId: number; used: number[] }[]>(
      `select r.customer_id as "customerId", array_agg(r.promotion_id order by r.promotion_id) as used
       from promotion_redemption r where r.customer_id = any(?::int[]) group by r.customer_id`,
      [`{${customerIds.join(',')}}`],
    );
    for (const row of rows) used.set(row.customerId, row.used);
  }
  return new Map(
    customerIds.map((id) => [
      id,
      {
        segmentIds: segments.get(id) ?? [],
        usedPromotionIds: used.get(id) ?? [],
      },
    ]),
  );
}
