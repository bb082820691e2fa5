/**
 * A product's stock per warehouse for the editor's read-only stock tab, read through the stock
 * module's published views (`stock.stock_level`, `stock.warehouse`): the catalogue never touches
 * stock tables, and stock moves without a catalogue write, so nothing here is cached. One statement
 * answers every product of the request (request-batch.ts). Staff other than admins see the
 * warehouses assigned to them only, as on the stock screens.
 */
import { warehouseScope } from '../../../core/access';
import type { RequestContext } from '../../../core/request-context';
import { runSql, Sql, sql } from '../storefront/sql';
import { batchOf, groupBy } from './request-batch';
import { combinationNameSql } from './combination-name.sql';

export interface ProductStockLineRow {
  readonly productId: number;
  readonly warehouseId: string;
  readonly warehouseName: string;
  readonly combinationId: number | null;
  readonly combinationLabel: string | null;
  readonly onHand: number;
  readonly reserved: number;
  readonly available: number;
}

async function selectStockLines(
  ctx: RequestContext,
  productIds: readonly number[],
  warehouseIds: readonly string[] | null,
): Promise<ProductStockLineRow[]> {
  if (warehouseIds !== null && warehouseIds.length === 0) return [];
  const scope = warehouseIds === null ? sql`` : sql` and w.id = any(array[${warehouseIds}]::uuid[])`;
  const statement = sql`select l.product_id as "productId", w.id as "warehouseId", w.name as "warehouseName",
      l.combination_id as "combinationId", ${new Sql(combinationNameSql(ctx.locale, 'cb'), [])} as "combinationLabel",
      l.on_hand as "onHand", l.reserved, l.on_hand - l.reserved as available
    from stock.stock_level l join stock.warehouse w on w.id = l.warehouse_id
    left join combination cb on cb.id = l.combination_id
    where l.product_id = any(array[${productIds}]::int[])${scope}
    order by l.product_id, w.name, w.id, cb.position nulls first, cb.id`;
  return runSql<ProductStockLineRow>(ctx.em, statement);
}

/** The product's stock lines, by warehouse name then combination order. */
export async function stockLinesOf(ctx: RequestContext, productId: number): Promise<ProductStockLineRow[]> {
  const actor = ctx.actor;
  // Null: every warehouse. Nobody signed in sees none (the staff Product type is not public anyway).
  const warehouseIds = actor === null ? [] : warehouseScope(actor);
  const load = batchOf(ctx.em, 'productStock', async (productIds: readonly number[]) => {
    const lines = await selectStockLines(ctx, productIds, warehouseIds);
    return groupBy(lines, (line) => line.productId);
  });
  return (await load(productId)) ?? [];
}
