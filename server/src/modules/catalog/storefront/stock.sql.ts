/**
 * The stock statement of the storefront's GraphQL reads: units available (on hand - reserved) per
 * line in the shop's default warehouse, the one web orders reserve from (stock module's
 * order-reservations.ts), for the products of the cards and their pack components. Never cached:
 * stock moves without a catalogue write, so each answer reads it fresh, one statement whatever
 * the number of cards.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockUnits } from './card-stock';
import type { StockUnitRow } from './card-stock';
import { runSql, sql } from './sql';

export async function selectStockUnits(
  em: EntityManager,
  shopUuid: string,
  productIds: readonly number[],
): Promise<StockUnits> {
  if (productIds.length === 0) return new StockUnits([]);
  const statement = sql`select l.product_id as "productId", l.combination_id as "combinationId", sum(l.on_hand - l.reserved)::int as units
    from stock.stock_level l join stock.warehouse w on w.id = l.warehouse_id
    where w.shop_uuid = ${shopUuid}::uuid and w.is_shop_default and l.product_id = any(array[${productIds}]::int[])
    group by l.product_id, l.combination_id`;
  return new StockUnits(await runSql<StockUnitRow>(em, statement));
}
