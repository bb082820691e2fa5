/**
 * A product's stock per warehouse for the editor's read-only stock tab, read through the stock
 * module's published views (`stock.stock_level`, `stock.warehouse`): the catalogue never touches
 * stock tables, and stock moves without a catalogue write, so nothing here is cached. One statement
 * answers every product of the request (request-batch.ts). Staff other than admins see the
 * warehouses assigned to them only, as on the stock screens.
 */
import type { Locale } from '@tijara/schema';
import { LOCALES, StaffRole } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import { runSql, Sql, sql } from '../storefront/sql';
import { batchOf } from './request-batch';
import { LABEL_SEPARATOR } from './rules/combination-rules';

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

/** The combination's own name in the locale, else French, else its values' labels, else its id. */
function combinationLabelSql(locale: Locale): Sql {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${String(locale)}`);
  const values = `(select string_agg(coalesce(nullif(trim(av.labels->>'${locale}'), ''), av.labels->>'fr'), '${LABEL_SEPARATOR}'
      order by a.position, a.id, av.position, av.id)
    from combination_value cv join attribute_value av on av.id = cv.attribute_value_id
    join attribute a on a.id = av.attribute_id where cv.combination_id = cb.id)`;
  return new Sql(
    `case when cb.id is null then null else coalesce(nullif(trim(cb.names->>'${locale}'), ''),
      nullif(trim(cb.names->>'fr'), ''), ${values}, '#' || cb.id) end`,
    [],
  );
}

async function selectStockLines(
  ctx: RequestContext,
  productIds: readonly number[],
  warehouseIds: readonly string[] | null,
): Promise<ProductStockLineRow[]> {
  if (warehouseIds !== null && warehouseIds.length === 0) return [];
  const scope = warehouseIds === null ? sql`` : sql` and w.id = any(array[${warehouseIds}]::uuid[])`;
  const statement = sql`select l.product_id as "productId", w.id as "warehouseId", w.name as "warehouseName",
      l.combination_id as "combinationId", ${combinationLabelSql(ctx.locale)} as "combinationLabel",
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
  const warehouseIds =
    actor === null ? [] : actor.roles.includes(StaffRole.ADMIN) ? null : actor.warehouseIds;
  const load = batchOf(ctx.em, 'productStock', async (productIds: readonly number[]) => {
    const groups = new Map<number, ProductStockLineRow[]>();
    for (const line of await selectStockLines(ctx, productIds, warehouseIds)) {
      groups.set(line.productId, [...(groups.get(line.productId) ?? []), line]);
    }
    return groups;
  });
  return (await load(productId)) ?? [];
}
