/**
 * The stock lines of a warehouse with units to send (on hand - reserved above 0), named in the
 * request's language, found as the stock screen finds lines (stock's lineSearchSql: any language's
 * name, sku, barcode, reference, ignoring case and accents); ordered by name; at most AVAILABLE_PRODUCTS_LIMIT.
 * One statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AVAILABLE_PRODUCTS_LIMIT, StockItemType } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { AvailableProduct } from './expedition.results';
import { combinationNameSql, lineSearchSql, nameJoins, PRODUCT_NAME_SQL, searchPattern } from '../stock';

export interface AvailableLinesQuery {
  readonly warehouseId: string;
  /** Trimmed, non-empty; null: every line. */
  readonly search: string | null;
  /** Leave out the lines already in this expedition. */
  readonly expeditionId: number | null;
  readonly locale: Locale;
}

interface LineRow {
  product_id: number;
  combination_id: number | null;
  available: number;
  product_name: string | null;
  combination_name: string | null;
}

export async function availableLines(
  em: EntityManager,
  query: AvailableLinesQuery,
): Promise<AvailableProduct[]> {
  const pattern = searchPattern(query.search);
  const rows = await em.execute<LineRow[]>(
    'select l.product_id, l.combination_id, l.on_hand - l.reserved as available, ' +
      `${PRODUCT_NAME_SQL} as product_name, ${combinationNameSql(query.locale)} as combination_name ` +
      'from stock.stock_level l join catalog.product p on p.id = l.product_id left join catalog.combination c on c.id = l.combination_id ' +
      nameJoins(query.locale) +
      'where l.warehouse_id = ? and l.on_hand - l.reserved > 0 ' +
      'and not exists (select 1 from expedition_item i where i.expedition_id = ? ' +
      'and i.product_id = l.product_id and coalesce(i.combination_id, 0) = coalesce(l.combination_id, 0)) ' +
      (pattern === null ? '' : lineSearchSql()) +
      ' order by product_name, combination_name nulls first, l.product_id, l.combination_id nulls first limit ?',
    [
      query.warehouseId,
      query.expeditionId ?? 0,
      ...(pattern === null ? [] : [pattern, pattern, pattern, pattern, pattern]),
      AVAILABLE_PRODUCTS_LIMIT,
    ],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    combinationId: row.combination_id,
    type: row.combination_id === null ? StockItemType.PRODUCT : StockItemType.COMBINATION,
    productName: row.product_name ?? '',
    combinationName: row.combination_id === null ? null : (row.combination_name ?? ''),
    availableStock: row.available,
  }));
}
