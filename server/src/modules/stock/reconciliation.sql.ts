/**
 * SQL of update-stocks for one warehouse. `figures` puts each line's cached figures (stock_level)
 * beside its sources (the ledger's sum, the active reservations' sum) for every line that has any of
 * the three. Lines are keyed by (product_id, coalesce(combination_id, 0)) so the joins are plain
 * equalities PostgreSQL can hash, whatever the number of lines.
 */
import type { Locale } from '@tijara/schema';
import { combinationNameSql, nameJoins, PRODUCT_NAME_SQL } from './stock-lines.sql';

/** The CTE; its placeholders, in order: warehouse, warehouse, expiry instant, warehouse. */
const FIGURES =
  'with levels as (select product_id, coalesce(combination_id, 0) as cid, on_hand, reserved ' +
  'from stock_level where warehouse_id = ?), ' +
  'ledger as (select product_id, coalesce(combination_id, 0) as cid, sum(quantity)::int as total ' +
  'from stock_movement where warehouse_id = ? group by 1, 2), ' +
  'held as (select product_id, coalesce(combination_id, 0) as cid, sum(quantity)::int as total, ' +
  'count(*) filter (where expires_at <= ?)::int as expired ' +
  "from stock_reservation where warehouse_id = ? and status = 'active' group by 1, 2), " +
  'keys as (select product_id, cid from levels union select product_id, cid from ledger ' +
  'union select product_id, cid from held), ' +
  'figures as (select k.product_id, k.cid, l.product_id is not null as has_level, ' +
  'coalesce(l.on_hand, 0) as on_hand, coalesce(l.reserved, 0) as reserved, ' +
  'coalesce(g.total, 0) as ledger, coalesce(h.total, 0) as held, coalesce(h.expired, 0) as expired ' +
  'from keys k left join levels l on l.product_id = k.product_id and l.cid = k.cid ' +
  'left join ledger g on g.product_id = k.product_id and g.cid = k.cid ' +
  'left join held h on h.product_id = k.product_id and h.cid = k.cid) ';

const DIFFERS = 'not f.has_level or f.on_hand <> f.ledger or f.reserved <> f.held';

function figuresParams(warehouseId: string, at: Date): unknown[] {
  return [warehouseId, warehouseId, at, warehouseId];
}

export interface SummaryRow {
  checked: string | number;
  expired: string | number;
}

/** How many lines there are, and how many active reservations have expired at `at`. */
export function summarySql(warehouseId: string, at: Date) {
  return {
    sql: `${FIGURES}select count(*) as checked, coalesce(sum(expired), 0) as expired from figures f`,
    params: figuresParams(warehouseId, at),
  };
}

export interface DifferenceRow {
  product_id: number;
  combination_id: number | null;
  product_name: string;
  combination_name: string | null;
  has_level: boolean;
  on_hand: number;
  reserved: number;
  ledger: number;
  held: number;
}

/** The lines whose level row is missing or disagrees with its sources, with their names. */
export function differencesSql(warehouseId: string, at: Date, locale: Locale) {
  return {
    sql:
      `${FIGURES}select f.product_id, c.id as combination_id, ${PRODUCT_NAME_SQL} as product_name, ` +
      `${combinationNameSql(locale)} as combination_name, f.has_level, f.on_hand, f.reserved, f.ledger, f.held ` +
      'from figures f join catalog.product p on p.id = f.product_id left join catalog.combination c on c.id = nullif(f.cid, 0) ' +
      `${nameJoins(locale)}where ${DIFFERS} order by product_name, p.id, c.position, c.id`,
    params: figuresParams(warehouseId, at),
  };
}

/** Locks the warehouse's level rows in the lock order every stock writer uses (see StockLedger). */
export function lockLevelsSql(warehouseId: string) {
  return {
    sql: 'select count(*) as locked from (select id from stock_level where warehouse_id = ? order by product_id, coalesce(combination_id, 0) for update) l',
    params: [warehouseId],
  };
}

/** Gives back the units of the warehouse's active reservations that expired at `at`. */
export function releaseExpiredSql(warehouseId: string, at: Date) {
  return {
    sql:
      "update stock_reservation set status = 'released', closed_at = ? " +
      "where warehouse_id = ? and status = 'active' and expires_at <= ?",
    params: [at, warehouseId, at],
  };
}

/**
 * Rewrites every differing or missing level row from its sources (run after releaseExpiredSql, so
 * the released reservations no longer count). Never touches the ledger.
 */
export function rebuildLevelsSql(warehouseId: string, at: Date) {
  return {
    sql:
      `${FIGURES}insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at) ` +
      `select ?, f.product_id, nullif(f.cid, 0), f.ledger, f.held, ? from figures f where ${DIFFERS} ` +
      'on conflict (warehouse_id, product_id, coalesce(combination_id, 0)) do update set ' +
      'on_hand = excluded.on_hand, reserved = excluded.reserved, updated_at = excluded.updated_at',
    params: [...figuresParams(warehouseId, at), warehouseId, at],
  };
}
