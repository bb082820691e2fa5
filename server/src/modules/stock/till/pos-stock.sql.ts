/** The warehouse a till sells from, read for the till: its lines' availability, its shop's warehouses. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PosStockLevel } from './pos-stock.results';

export interface PosStockRow {
  readonly shopUuid: string;
  readonly takenAt: Date;
  readonly levels: PosStockLevel[];
}

/** The warehouse's shop and every line of it in ONE statement (so access is checked on the same read). */
export async function readWarehouseStock(
  em: EntityManager,
  warehouseId: string,
): Promise<PosStockRow | null> {
  const [row] = await em.execute<PosStockRow[]>(
    `select w.shop_uuid as "shopUuid", now() as "takenAt",
       coalesce((select json_agg(json_build_object('productId', l.product_id, 'combinationId', l.combination_id,
           'available', l.on_hand - l.reserved) order by l.product_id, l.combination_id nulls first)
         from stock_level l where l.warehouse_id = w.id), '[]'::json) as levels
     from warehouse w where w.id = ?`,
    [warehouseId],
  );
  return row ?? null;
}

/** The shop's active warehouses, its default first, then by name. */
export function shopWarehouses(em: EntityManager, shopUuid: string): Promise<{ id: string; name: string }[]> {
  return em.execute(
    'select w.id, w.name from warehouse w where w.shop_uuid = ? and w.active order by w.is_shop_default desc, w.name, w.id',
    [shopUuid],
  );
}
