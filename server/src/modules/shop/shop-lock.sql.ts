/** Serialising a shop's changes that other modules make (a warehouse becoming the shop default, say). */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Locks the shop's row until the caller's transaction ends; false when there is no such shop. */
export async function lockShopRow(em: EntityManager, shopUuid: string): Promise<boolean> {
  const rows = await em.execute<{ uuid: string }[]>('select uuid from shop where uuid = ? for update', [
    shopUuid,
  ]);
  return rows.length > 0;
}
