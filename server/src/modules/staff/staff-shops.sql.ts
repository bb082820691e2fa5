/**
 * Where members of staff work, by core/access's one rule (`actsInShop`: an administrator in every
 * shop, the others in their affectation's shops). A till sends what a colleague who signed out left
 * on it (their session, their sales), and the server records it under that colleague only when they
 * work in the till's shop.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@tijara/schema';
import type { StaffRole } from '@tijara/schema';
import { actsInShop } from '../../core/access';
import { pgArray } from '../../core/pg-array';
import { rolesFromStored } from './roles';

export interface StaffShops {
  readonly roles: readonly StaffRole[];
  /** Lower-case shop uuids of the affectation. */
  readonly shopIds: readonly string[];
}

/** The shops of each member of staff among `ids` (lower-case keys); one statement, none for no id. */
export async function staffShopsOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<ReadonlyMap<string, StaffShops>> {
  const uuids = [...new Set(ids.map((id) => id.trim().toLowerCase()))].filter((id) => isUuid(id));
  if (uuids.length === 0) return new Map();
  const rows = await em.execute<{ id: string; roles: string[]; shops: string[] }[]>(
    `select s.id, s.roles,
            coalesce(array_agg(ss.shop_uuid::text) filter (where ss.shop_uuid is not null), '{}') as shops
     from staff s left join staff_shop ss on ss.staff_id = s.id
     where s.id = any(?::uuid[]) group by s.id, s.roles`,
    [pgArray(uuids)],
  );
  return new Map(
    rows.map((row) => [
      row.id.toLowerCase(),
      { roles: rolesFromStored(row.roles), shopIds: row.shops.map((shop) => shop.toLowerCase()) },
    ]),
  );
}

/** Whether that member of staff (unknown: no) works in the shop. */
export function worksInShop(staff: StaffShops | undefined, shopUuid: string): boolean {
  return staff !== undefined && actsInShop(staff, shopUuid.toLowerCase());
}
