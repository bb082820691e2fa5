/**
 * The back office's product list screen in two statements whatever the page size: the page of ids
 * with the total (a window count, over the filter of product-search.ts), then every row of the page
 * built as JSON by PostgreSQL (names in the request's language, category, brand, default image,
 * combination count). Past the last page the window count has no row to ride on: counted apart then.
 *
 * Sorting: names and category names fold case and French accents (the database collation is C, so
 * "Été" would otherwise come after "Zèbre"); products without a brand come last either way; the id
 * breaks ties in the same direction, so pages never overlap or skip a product.
 */
import { priceSql } from '../storefront/listing-conditions.sql';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { foldedSql } from '../../../core/folded-search';
import type { PageWindow } from '../../../core/pagination';
import type { ProductStatus } from '../product/product-status';
import { runSql, Sql, sql } from '../storefront/sql';
import { matchingProducts } from './product-search';
import type { IdPage, ProductFilter } from './product-search';

export enum AdminProductSortField {
  CREATED = 'CREATED',
  ID = 'ID',
  NAME = 'NAME',
  CATEGORY = 'CATEGORY',
  BRAND = 'BRAND',
  ACTIVE = 'ACTIVE',
  PRICE = 'PRICE',
}

export interface AdminProductSort {
  readonly field: AdminProductSortField;
  readonly descending: boolean;
}

/** The product's name in `locale` (a parameter), else French; over the alias `p`. */
const NAME_SQL = `coalesce(
  (select nullif(trim(t.name), '') from product_translation t where t.product_id = p.id and t.locale = ?),
  (select t.name from product_translation t where t.product_id = p.id and t.locale = 'fr'))`;

/** The main category's label in `locale` (a parameter), else French. */
const CATEGORY_SQL = `(select coalesce(nullif(trim(c.names->>?), ''), c.names->>'fr') from category c where c.id = p.main_category_id)`;

/** TTC by the one SQL copy of priceTtc() in @tijara/schema (the list shows the catalogue price). */
const PRICE_TTC_SQL = priceSql('ttc').text;

function sortExpression(field: AdminProductSortField, locale: Locale): { text: string; params: string[] } {
  switch (field) {
    case AdminProductSortField.CREATED:
      return { text: 'p.created_at', params: [] };
    case AdminProductSortField.ID:
      return { text: 'p.id', params: [] };
    case AdminProductSortField.NAME:
      return { text: foldedSql(NAME_SQL), params: [locale] };
    case AdminProductSortField.CATEGORY:
      return { text: foldedSql(CATEGORY_SQL), params: [locale] };
    case AdminProductSortField.BRAND:
      return { text: foldedSql('(select b.name from brand b where b.id = p.brand_id)'), params: [] };
    case AdminProductSortField.ACTIVE:
      return { text: 'p.active', params: [] };
    case AdminProductSortField.PRICE:
      return { text: PRICE_TTC_SQL, params: [] };
  }
}

function ordered(query: Knex.QueryBuilder, sort: AdminProductSort, locale: Locale): Knex.QueryBuilder {
  const direction = sort.descending ? 'desc' : 'asc';
  const { text, params } = sortExpression(sort.field, locale);
  return query.orderByRaw(`${text} ${direction} nulls last, p.id ${direction}`, params);
}

export async function adminProductIdPage(
  em: EntityManager,
  filter: ProductFilter,
  sort: AdminProductSort,
  locale: Locale,
  { limit, offset }: PageWindow,
): Promise<IdPage> {
  const knex = em.getKnex();
  const connection = em.getConnection();
  const rows = await connection.execute<{ id: number; total: string }[]>(
    ordered(
      matchingProducts(knex, filter).select('p.id', knex.raw('count(*) over () as total')),
      sort,
      locale,
    )
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

/** One row of the list as the statement builds it (TTC and the URL are derived in TypeScript). */
export interface AdminProductRowData {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly name: string;
  readonly categoryName: string | null;
  readonly brandName: string | null;
  readonly active: boolean;
  readonly featured: boolean;
  readonly onSale: boolean;
  readonly status: ProductStatus;
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly thumbnailKey: string | null;
  readonly combinationCount: number;
  readonly version: number;
}

function rowJson(): string {
  return `json_build_object(
    'id', p.id, 'uuid', p.uuid, 'slug', p.slug, 'name', coalesce(${NAME_SQL}, ''),
    'categoryName', ${CATEGORY_SQL}, 'brandName', b.name,
    'active', p.active, 'featured', p.featured, 'onSale', p.on_sale, 'status', p.status,
    'priceHt', p.price_ht, 'taxRateBp', p.tax_rate_bp,
    'thumbnailKey', (select i.storage_key from product_image i where i.product_id = p.id and i.is_default),
    'combinationCount', (select count(*) from combination cb where cb.product_id = p.id),
    'version', p.version)`;
}

/** The rows of `ids`, in that order (ids that no longer exist are left out). */
export async function selectAdminProductRows(
  em: EntityManager,
  ids: readonly number[],
  locale: Locale,
): Promise<AdminProductRowData[]> {
  if (ids.length === 0) return [];
  // The name and the category's label each take the locale as a parameter, in this order.
  const statement = sql`select ${new Sql(rowJson(), [locale, locale])} as row
    from unnest(array[${ids}]::int[]) with ordinality as sel(id, ord)
    join product p on p.id = sel.id left join brand b on b.id = p.brand_id
    order by sel.ord`;
  const rows = await runSql<{ row: AdminProductRowData }>(em, statement);
  return rows.map((row) => row.row);
}
