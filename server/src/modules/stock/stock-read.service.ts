/**
 * Reading stock: the levels of every stockable line in a warehouse (searchable, paged), one line's
 * level, and the ledger. A page costs the warehouse check and one statement whatever its size (a
 * second, counting one only when the page asked for lies past the end).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockItemType } from '@tijara/schema';
import type { StockMovementReason } from '@tijara/schema';
import { assertId } from '../../core/ids';
import { pageWindow } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { countLinesSql, linesSql, movementsSql } from './stock-lines.sql';
import type { LineRow, LinesQuery, MovementRow } from './stock-lines.sql';
import type { StockLevelPage, StockLevelView, StockMovementPage, StockMovementView } from './stock.results';
import { searchPattern } from './stock-search';
import { warehouseFor } from './warehouse-access';

export interface StockLevelsFilter {
  readonly search?: string | null;
  readonly inStockOnly?: boolean | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface StockMovementsFilter {
  readonly productId?: number | null;
  readonly combinationId?: number | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

/** The stock screens show 24 lines a page unless asked otherwise (one of PAGE_SIZES). */
export const STOCK_PAGE_SIZE = 24;

/** Raw statements answer timestamps as PostgreSQL text ("2026-11-21 08:20:42.422+00"). */
function dateOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function levelOf(warehouseId: string, row: LineRow): StockLevelView {
  return {
    warehouseId,
    productId: row.product_id,
    combinationId: row.combination_id,
    type: row.combination_id === null ? StockItemType.PRODUCT : StockItemType.COMBINATION,
    productName: row.product_name,
    combinationName: row.combination_name,
    sku: row.sku,
    barcode: row.barcode,
    onHand: row.on_hand,
    reserved: row.reserved,
    available: row.on_hand - row.reserved,
    updatedAt: row.updated_at === null ? null : dateOf(row.updated_at),
  };
}

function movementOf(warehouseId: string, row: MovementRow): StockMovementView {
  return {
    id: String(row.id),
    warehouseId,
    productId: row.product_id,
    combinationId: row.combination_id,
    productName: row.product_name,
    combinationName: row.combination_name,
    quantity: row.quantity,
    balanceAfter: row.balance_after,
    reason: row.reason as StockMovementReason,
    reference: row.reference,
    note: row.note,
    staffName: row.staff_name,
    createdAt: dateOf(row.created_at),
  };
}

export class StockReadService {
  async levels(ctx: RequestContext, warehouseId: string, filter: StockLevelsFilter): Promise<StockLevelPage> {
    const window = pageWindow(filter.page, filter.pageSize ?? STOCK_PAGE_SIZE);
    const pattern = searchPattern(filter.search);
    const warehouse = await warehouseFor(ctx, ctx.em, warehouseId);
    const query: LinesQuery = {
      warehouseId: warehouse.id,
      locale: ctx.locale,
      pattern,
      inStockOnly: filter.inStockOnly ?? false,
      limit: window.limit,
      offset: window.offset,
    };
    const { sql, params } = linesSql(query);
    const rows = await ctx.em.execute<LineRow[]>(sql, params);
    let totalCount = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && window.page > 1) {
      const count = countLinesSql(query);
      const [counted] = await ctx.em.execute<{ total: string }[]>(count.sql, count.params);
      totalCount = Number(counted?.total ?? 0);
    }
    return {
      items: rows.map((row) => levelOf(warehouse.id, row)),
      totalCount,
      page: window.page,
      pageSize: window.size,
    };
  }

  /** One line's level (after a write), read with `em` (the transaction's, to see its own rows). */
  async line(
    em: EntityManager,
    ctx: Pick<RequestContext, 'locale'>,
    warehouseId: string,
    line: { productId: number; combinationId: number | null },
  ): Promise<StockLevelView> {
    const { sql, params } = linesSql({ warehouseId, locale: ctx.locale, line });
    const [row] = await em.execute<LineRow[]>(sql, params);
    if (!row) throw new Error(`Stock line ${line.productId}/${line.combinationId ?? '-'} vanished`);
    return levelOf(warehouseId, row);
  }

  async movements(
    ctx: RequestContext,
    warehouseId: string,
    filter: StockMovementsFilter,
  ): Promise<StockMovementPage> {
    const window = pageWindow(filter.page, filter.pageSize ?? STOCK_PAGE_SIZE);
    if (filter.productId != null) assertId('productId', filter.productId, 'Product');
    if (filter.combinationId != null) assertId('combinationId', filter.combinationId, 'Combination');
    const warehouse = await warehouseFor(ctx, ctx.em, warehouseId);
    const { sql, params } = movementsSql({
      warehouseId: warehouse.id,
      locale: ctx.locale,
      productId: filter.productId,
      combinationId: filter.combinationId,
      limit: window.limit,
      offset: window.offset,
    });
    const rows = await ctx.em.execute<MovementRow[]>(sql, params);
    let totalCount = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && window.page > 1) {
      const [counted] = await ctx.em.execute<{ total: string }[]>(
        'select count(*) as total from stock_movement where warehouse_id = ?' +
          (filter.productId != null ? ' and product_id = ?' : '') +
          (filter.combinationId != null ? ' and combination_id = ?' : ''),
        [warehouse.id, ...[filter.productId, filter.combinationId].filter((id) => id != null)],
      );
      totalCount = Number(counted?.total ?? 0);
    }
    return {
      items: rows.map((row) => movementOf(warehouse.id, row)),
      totalCount,
      page: window.page,
      pageSize: window.size,
    };
  }
}
