/**
 * The warehouse each registered till sells from (the pos module's published `pos.pos_device`), read
 * once per syncOrders call for the tills its sales name: a sale takes its stock from its till's
 * warehouse when the till is registered in the sale's shop, else from the shop's default (an older
 * till whose device id is no registered uuid).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@tijara/schema';
import { pgArray } from '../../../core/pg-array';

export interface TillWarehouse {
  readonly shopUuid: string;
  readonly warehouseId: string;
}

/** The device id as stored by pos (a lower-case uuid), or null when it cannot name a registered till. */
export function tillUuidOf(deviceId: string): string | null {
  const id = deviceId.trim().toLowerCase();
  return isUuid(id) ? id : null;
}

/** Registered tills among `deviceIds`, by uuid; no statement when none is a uuid. */
export async function tillWarehouses(
  em: EntityManager,
  deviceIds: readonly string[],
): Promise<ReadonlyMap<string, TillWarehouse>> {
  const uuids = [...new Set(deviceIds.map(tillUuidOf).filter((id): id is string => id !== null))];
  if (uuids.length === 0) return new Map();
  const rows = await em.execute<{ uuid: string; shop_uuid: string; warehouse_id: string }[]>(
    'select uuid, shop_uuid, warehouse_id from pos.pos_device where uuid = any(?::uuid[])',
    [pgArray(uuids)],
  );
  return new Map(rows.map((row) => [row.uuid, { shopUuid: row.shop_uuid, warehouseId: row.warehouse_id }]));
}

/** The warehouse a sale of `shopUuid` from `deviceId` takes its stock from; null: the shop's default. */
export function saleWarehouse(
  tills: ReadonlyMap<string, TillWarehouse>,
  deviceId: string,
  shopUuid: string,
): string | null {
  const uuid = tillUuidOf(deviceId);
  const till = uuid === null ? undefined : tills.get(uuid);
  return till?.shopUuid === shopUuid ? till.warehouseId : null;
}
