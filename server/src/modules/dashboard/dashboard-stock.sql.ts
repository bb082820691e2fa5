/**
 * Stock below a threshold, per active warehouse, in one statement whatever the number of lines:
 * through the `stock.*` and `catalog.*` views (the stock and catalogue modules' published faces).
 * A line counts when its warehouse keeps it (a level row exists: a product the warehouse never held
 * is not running out there), its product is active and not a pack (packs hold no stock), its
 * combination active, and fewer than `threshold` units are available (on hand - reserved). Names are
 * read only for the lines shown, in the request's language with the stock screens' rule.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { combinationNameSql, nameJoins, PRODUCT_NAME_SQL } from '../stock';
import { LOW_STOCK_LINES_SHOWN } from './dashboard-rules';

export interface LowStockQuery {
  readonly threshold: number;
  readonly locale: Locale;
  /** The warehouses the actor works in: null for every one (an admin). */
  readonly warehouseIds: readonly string[] | null;
  /** Only this shop's warehouses, when given. */
  readonly shopUuid: string | null;
}

export interface LowStockRow {
  readonly warehouse_id: string;
  readonly warehouse_name: string;
  readonly low_count: number;
  /** Null on a warehouse's row when it has no low line. */
  readonly product_id: number | null;
  readonly combination_id: number | null;
  readonly product_name: string | null;
  readonly combination_name: string | null;
  readonly available: number | null;
}

export function lowStockRows(em: EntityManager, query: LowStockQuery): Promise<LowStockRow[]> {
  const params: unknown[] = [];
  let warehouses = 'w.active';
  if (query.warehouseIds !== null) {
    warehouses += ' and w.id in (?)';
    params.push(query.warehouseIds);
  }
  if (query.shopUuid !== null) {
    warehouses += ' and w.shop_uuid = ?';
    params.push(query.shopUuid);
  }
  params.push(query.threshold, LOW_STOCK_LINES_SHOWN);
  const sql =
    `with scope as (select w.id, w.name from stock.warehouse w where ${warehouses}), ` +
    'low as (select l.warehouse_id, l.product_id, l.combination_id, l.on_hand - l.reserved as available, ' +
    'row_number() over (partition by l.warehouse_id ' +
    'order by l.on_hand - l.reserved, l.product_id, l.combination_id nulls first) as rank, ' +
    'count(*) over (partition by l.warehouse_id)::int as low_count ' +
    'from stock.stock_level l join scope on scope.id = l.warehouse_id ' +
    'join catalog.product lp on lp.id = l.product_id left join catalog.combination lc on lc.id = l.combination_id ' +
    'where l.on_hand - l.reserved < ? and lp.active and lp.pack_mode is null and coalesce(lc.active, true)) ' +
    'select scope.id as warehouse_id, scope.name as warehouse_name, coalesce(x.low_count, 0) as low_count, ' +
    `x.product_id, x.combination_id, x.available, ${PRODUCT_NAME_SQL} as product_name, ` +
    `${combinationNameSql(query.locale)} as combination_name ` +
    'from scope left join low x on x.warehouse_id = scope.id and x.rank <= ? ' +
    'left join catalog.product p on p.id = x.product_id left join catalog.combination c on c.id = x.combination_id ' +
    `${nameJoins(query.locale)}order by scope.name, scope.id, x.rank`;
  return em.execute<LowStockRow[]>(sql, params);
}
