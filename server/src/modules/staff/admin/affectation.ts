/**
 * The employee affectation as a form sends it: shop uuids and warehouse ids, each checked to exist
 * (read through the shop and stock entities: their tables are theirs). Unknown ones, text that is no
 * id included, are field errors naming them, never a 404: the form chose them from a list that went
 * stale, and the administrator must see which.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../core/ids';
import { Shop } from '../../shop';
import { Warehouse } from '../../stock';
import type { Staff } from '../staff.entity';
import { StaffMessageKey } from './staff-problems';
import type { StaffProblems } from './staff-problems';

export interface Affectation {
  readonly shops: readonly string[];
  readonly warehouses: readonly string[];
}

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim().toLowerCase()))];
}

/** The affectation with every id known, or problems added for the others. */
export async function checkAffectation(
  em: EntityManager,
  problems: StaffProblems,
  raw: Affectation,
): Promise<Affectation> {
  const shops = distinct(raw.shops);
  const warehouses = distinct(raw.warehouses);
  const shopIds = shops.filter(isUuid);
  const warehouseIds = warehouses.filter(isUuid);
  const knownShops = new Set(
    shopIds.length === 0
      ? []
      : (await em.find(Shop, { uuid: { $in: shopIds } }, { fields: ['uuid'] })).map((s) => s.uuid),
  );
  const knownWarehouses = new Set(
    warehouseIds.length === 0
      ? []
      : (await em.find(Warehouse, { id: { $in: warehouseIds } }, { fields: ['id'] })).map((w) => w.id),
  );
  const unknownShops = shops.filter((id) => !knownShops.has(id));
  const unknownWarehouses = warehouses.filter((id) => !knownWarehouses.has(id));
  if (unknownShops.length > 0) {
    problems.add('shops', StaffMessageKey.UNKNOWN_SHOPS, `Unknown shops: ${unknownShops.join(', ')}`);
  }
  if (unknownWarehouses.length > 0) {
    const list = unknownWarehouses.join(', ');
    problems.add('warehouses', StaffMessageKey.UNKNOWN_WAREHOUSES, `Unknown warehouses: ${list}`);
  }
  return { shops, warehouses };
}

/** Makes the account's affectation exactly this one (its collections must be loaded). */
export function applyAffectation(em: EntityManager, staff: Staff, affectation: Affectation): void {
  staff.shops.set(affectation.shops.map((uuid) => em.getReference(Shop, uuid)));
  staff.warehouses.set(affectation.warehouses.map((id) => em.getReference(Warehouse, id)));
}
