/**
 * Demo stock: opening quantities for every stockable line of the demo catalogue (plain products and
 * combinations; packs hold none), as PURCHASE ledger rows referenced 'opening-stock' with their level
 * rows, so the ledger and the levels agree from the start. Quantities are deterministic (from the
 * ids): in the first warehouse (the shop default) about one line in eleven is out of stock and the
 * rest hold 3 to 60; the others hold 1 to 12 units of about a third of the lines. One set-based
 * statement (about 6,000 lines in the full demo): rows are never written one by one here.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Warehouse } from '../../../modules/stock';

export interface DemoStockOptions {
  readonly warehouses: readonly Warehouse[];
  readonly now: Date;
}

export const OPENING_STOCK_REFERENCE = 'opening-stock';

const OPENING_STOCK_SQL = `
with w as (select warehouse_id, rank from unnest(?::uuid[]) with ordinality as t(warehouse_id, rank)),
lines as (
  select p.id as product_id, c.id as combination_id, p.id * 31 + coalesce(c.id, 0) * 17 as h
  from product p left join combination c on c.product_id = p.id where p.pack_mode is null),
opening as (
  select w.warehouse_id, l.product_id, l.combination_id,
    case when w.rank = 1 then (case when l.h % 11 = 0 then 0 else 3 + l.h % 58 end)
      else (case when l.h % 3 = 0 then 1 + l.h % 12 else 0 end) end as quantity
  from w cross join lines l),
moved as (
  insert into stock_movement (warehouse_id, product_id, combination_id, quantity, balance_after, reason,
    reference, created_at)
  select warehouse_id, product_id, combination_id, quantity, quantity, 'purchase', ?, ?
  from opening where quantity > 0
  returning warehouse_id, product_id, combination_id, quantity)
insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
select warehouse_id, product_id, combination_id, quantity, 0, ? from moved`;

export async function seedDemoStock(em: EntityManager, options: DemoStockOptions): Promise<void> {
  if (options.warehouses.length === 0) return;
  await em.execute(
    OPENING_STOCK_SQL,
    // A PostgreSQL array literal: the query builder would spread a JavaScript array into a list.
    [`{${options.warehouses.map((w) => w.id).join(',')}}`, OPENING_STOCK_REFERENCE, options.now, options.now],
    'run',
  );
}
