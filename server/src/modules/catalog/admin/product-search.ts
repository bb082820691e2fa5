/**
 * The staff product filter as SQL: one statement for a page of ids and the total (a window count),
 * whatever the page size, so a listing then loads its rows in a fixed number of further queries.
 * The text search looks at the names in every language, the sku and the barcode, case and French
 * accents ignored (core/folded-search.ts).
 */
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ProductStatus } from '../product/product-status';
import { foldedSql, searchPattern } from '../../../core/folded-search';

export interface ProductFilter {
  readonly search?: string | null;
  readonly categoryId?: number | null;
  readonly brandId?: number | null;
  readonly active?: boolean | null;
  readonly status?: ProductStatus | null;
  readonly onSale?: boolean | null;
  readonly featured?: boolean | null;
}

const FOLDED_MATCH = (column: string) => `${foldedSql(column)} like ?`;

export function matchingProducts(knex: Knex, filter: ProductFilter): Knex.QueryBuilder {
  const query = knex('product as p');
  const pattern = searchPattern(filter.search);
  if (pattern !== null) {
    const named = knex('product_translation as t')
      .select(knex.raw('1'))
      .whereRaw('t.product_id = p.id')
      .andWhereRaw(FOLDED_MATCH('t.name'), [pattern]);
    query.where((w) =>
      w
        .whereExists(named)
        .orWhereRaw(FOLDED_MATCH('p.sku'), [pattern])
        .orWhereRaw(FOLDED_MATCH('p.barcode'), [pattern]),
    );
  }
  const { categoryId, brandId, active, status, onSale, featured } = filter;
  if (categoryId !== undefined && categoryId !== null) {
    const inCategory = knex('product_category as pc')
      .select(knex.raw('1'))
      .whereRaw('pc.product_id = p.id')
      .andWhere('pc.category_id', categoryId);
    query.where((w) => w.where('p.main_category_id', categoryId).orWhereExists(inCategory));
  }
  if (brandId !== undefined && brandId !== null) query.where('p.brand_id', brandId);
  if (active !== undefined && active !== null) query.where('p.active', active);
  if (status !== undefined && status !== null) query.where('p.status', status);
  if (onSale !== undefined && onSale !== null) query.where('p.on_sale', onSale);
  if (featured !== undefined && featured !== null) query.where('p.featured', featured);
  return query;
}

export interface IdPage {
  readonly ids: number[];
  readonly totalCount: number;
}

/** Newest first. Past the last page the window count has no row to ride on: counted apart then. */
export async function productIdPage(
  em: EntityManager,
  filter: ProductFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<IdPage> {
  const knex = em.getKnex();
  const connection = em.getConnection();
  const rows = await connection.execute<{ id: number; total: string }[]>(
    matchingProducts(knex, filter)
      .select('p.id', knex.raw('count(*) over () as total'))
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  if (rows.length > 0 || offset === 0) {
    return { ids: rows.map((row) => row.id), totalCount: Number(rows[0]?.total ?? 0) };
  }
  const counted = await connection.execute<{ total: string }[]>(
    matchingProducts(knex, filter).count({ total: '*' }),
  );
  return { ids: [], totalCount: Number(counted[0]?.total ?? 0) };
}

/** Menu search: exact sku or barcode matches first, then the newest. */
export async function searchProductIds(em: EntityManager, term: string, limit: number): Promise<number[]> {
  const knex = em.getKnex();
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>(
      matchingProducts(knex, { search: term })
        .select('p.id')
        .orderByRaw('coalesce(p.sku = ? or p.barcode = ?, false) desc, p.id desc', [term, term])
        .limit(limit),
    );
  return rows.map((row) => row.id);
}
