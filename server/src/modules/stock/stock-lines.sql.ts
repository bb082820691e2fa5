/**
 * SQL of the stock read model. A stock line is a plain product or one combination; packs hold no
 * stock (their components do). `product p left join catalog.combination c` yields exactly the lines: one row
 * with c null for a product without combinations, one row per combination otherwise. Names are read
 * in the request's locale with French as the fallback (product_translation; a combination's own
 * name, else its values in the attributes' order joined by " - ", as the catalogue labels them).
 * Each read is one statement: figures, names and the total (`count(*) over ()`) come together.
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { combinationNameSql } from '../catalog';
import { foldedSql } from './stock-search';

export { combinationNameSql };

/**
 * The locale as a SQL literal. Inlined rather than bound so the name expressions can be reused
 * anywhere in a statement without counting placeholders; only the three known codes are accepted.
 */
function localeLiteral(locale: Locale): string {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${String(locale)}`);
  return `'${locale}'`;
}

/** Joins of alias `p` (product) to its names: tl (the locale) and tf (French). */
export function nameJoins(locale: Locale): string {
  return (
    `left join catalog.product_translation tl on tl.product_id = p.id and tl.locale = ${localeLiteral(locale)} ` +
    "left join catalog.product_translation tf on tf.product_id = p.id and tf.locale = 'fr' "
  );
}

export const PRODUCT_NAME_SQL = "coalesce(nullif(trim(tl.name), ''), tf.name, p.slug)";

export interface LineRow {
  product_id: number;
  combination_id: number | null;
  product_name: string;
  combination_name: string | null;
  sku: string | null;
  barcode: string | null;
  on_hand: number;
  reserved: number;
  updated_at: Date | string | null;
  total: string | number;
}

export interface LinesQuery {
  readonly warehouseId: string;
  readonly locale: Locale;
  /** A LIKE pattern from searchPattern(), or null. */
  readonly pattern?: string | null;
  readonly inStockOnly?: boolean;
  /** One line only (the answer of a write). */
  readonly line?: { productId: number; combinationId: number | null };
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * ` and (...)` matching lines (aliases p and c) by a name in any language, sku, barcode, reference:
 * five placeholders, each bound to the searchPattern().
 */
export function lineSearchSql(): string {
  const like = (expression: string) => `${foldedSql(`coalesce(${expression}, '')`)} like ? escape '\\'`;
  return (
    ` and (exists (select 1 from catalog.product_translation s where s.product_id = p.id and ${like('s.name')})` +
    ` or ${like('p.sku')} or ${like('p.barcode')} or ${like('c.reference')} or ${like('c.barcode')})`
  );
}

/** Every stockable line with its figures in one warehouse (0/0 without a level row), by name. */
export function linesSql(query: LinesQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.warehouseId];
  let where = 'where p.pack_mode is null';
  if (query.pattern) {
    where += lineSearchSql();
    params.push(...Array<string>(5).fill(query.pattern));
  }
  if (query.inStockOnly) where += ' and coalesce(l.on_hand, 0) > 0';
  if (query.line) {
    where += ' and p.id = ? and coalesce(c.id, 0) = ?';
    params.push(query.line.productId, query.line.combinationId ?? 0);
  }
  let page = '';
  if (query.limit !== undefined) {
    page = ' limit ? offset ?';
    params.push(query.limit, query.offset ?? 0);
  }
  const sql =
    `select p.id as product_id, c.id as combination_id, ${PRODUCT_NAME_SQL} as product_name, ` +
    `${combinationNameSql(query.locale)} as combination_name, coalesce(c.reference, p.sku) as sku, ` +
    'coalesce(c.barcode, p.barcode) as barcode, coalesce(l.on_hand, 0) as on_hand, ' +
    'coalesce(l.reserved, 0) as reserved, l.updated_at, count(*) over () as total ' +
    'from catalog.product p left join catalog.combination c on c.product_id = p.id ' +
    nameJoins(query.locale) +
    'left join stock_level l on l.warehouse_id = ? and l.product_id = p.id ' +
    'and coalesce(l.combination_id, 0) = coalesce(c.id, 0) ' +
    `${where} order by product_name, p.id, c.position, c.id${page}`;
  return { sql, params };
}

/** Counts the lines a search matches (used only when the page asked for lies past the end). */
export function countLinesSql(query: LinesQuery): { sql: string; params: unknown[] } {
  const { sql, params } = linesSql({ ...query, limit: undefined, offset: undefined });
  return { sql: `select count(*) as total from (${sql}) counted`, params };
}

export interface MovementRow {
  id: string;
  product_id: number;
  combination_id: number | null;
  product_name: string;
  combination_name: string | null;
  quantity: number;
  balance_after: number;
  reason: string;
  reference: string | null;
  note: string | null;
  staff_name: string | null;
  created_at: Date | string;
  total: string | number;
}

export interface MovementsQuery {
  readonly warehouseId: string;
  readonly locale: Locale;
  readonly productId?: number | null;
  readonly combinationId?: number | null;
  readonly limit: number;
  readonly offset: number;
}

/** A warehouse's ledger rows, newest first, with names and who recorded them. */
export function movementsSql(query: MovementsQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.warehouseId];
  let where = 'where m.warehouse_id = ?';
  if (query.productId != null) {
    where += ' and m.product_id = ?';
    params.push(query.productId);
  }
  if (query.combinationId != null) {
    where += ' and m.combination_id = ?';
    params.push(query.combinationId);
  }
  params.push(query.limit, query.offset);
  const sql =
    `select m.id, m.product_id, m.combination_id, ${PRODUCT_NAME_SQL} as product_name, ` +
    `${combinationNameSql(query.locale)} as combination_name, m.quantity, m.balance_after, m.reason, ` +
    'm.reference, m.note, s.display_name as staff_name, m.created_at, count(*) over () as total ' +
    'from stock_movement m join catalog.product p on p.id = m.product_id ' +
    'left join catalog.combination c on c.id = m.combination_id ' +
    nameJoins(query.locale) +
    `left join staff.staff s on s.id = m.staff_id ${where} order by m.created_at desc, m.id desc limit ? offset ?`;
  return { sql, params };
}
