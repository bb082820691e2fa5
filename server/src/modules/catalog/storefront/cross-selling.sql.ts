/**
 * Cross-selling ids in one statement (the cards follow in a second): for a product the shop shows,
 * up to CROSS_SELLING_SIZE ids per group, never the product itself:
 * - related: products sharing a collection or a tag with it first, then products of its main
 *   category, each group by the nearest price;
 * - same brand and same category (the brand and category named by the caller, else the product's),
 *   by the nearest price;
 * - new products: the most recently created.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleProduct } from './listing-conditions.sql';
import { runSql, sql } from './sql';

export const CROSS_SELLING_SIZE = 8;

export interface CrossSellingIdsRow {
  readonly found: boolean;
  readonly related: number[];
  readonly sameBrand: number[];
  readonly sameCategory: number[];
  readonly newest: number[];
}

export interface CrossSellingQuery {
  readonly shopUuid: string;
  readonly productUuid: string;
  /** Null: the product's own. */
  readonly brandUuid: string | null;
  readonly categoryUuid: string | null;
}

export async function selectCrossSellingIds(
  em: EntityManager,
  query: CrossSellingQuery,
): Promise<CrossSellingIdsRow> {
  const { shopUuid, productUuid, brandUuid, categoryUuid } = query;
  const size = CROSS_SELLING_SIZE;
  const brand =
    brandUuid === null
      ? sql`(select brand_id from target)`
      : sql`(select b.id from brand b where b.uuid = ${brandUuid}::uuid)`;
  const category =
    categoryUuid === null
      ? sql`(select main_category_id from target)`
      : sql`(select c.id from category c where c.uuid = ${categoryUuid}::uuid)`;
  const statement = sql`with target as (select p.id, p.price_ht, p.brand_id, p.main_category_id from product p where p.uuid = ${productUuid}::uuid and ${visibleProduct(shopUuid)}),
    others as (select p.id, p.price_ht, p.brand_id, p.main_category_id, p.created_at, abs(p.price_ht - (select price_ht from target)) as distance,
        exists (select 1 from product_collection a join product_collection o on o.collection_id = a.collection_id where a.product_id = (select id from target) and o.product_id = p.id)
        or exists (select 1 from product_tag a join product_tag o on o.tag_id = a.tag_id where a.product_id = (select id from target) and o.product_id = p.id) as shares
      from product p where ${visibleProduct(shopUuid)} and p.id <> (select id from target) and exists (select 1 from target))
    select exists (select 1 from target) as found,
      coalesce((select json_agg(id order by shares desc, distance, id) from (select id, shares, distance from others where shares or main_category_id = (select main_category_id from target) order by shares desc, distance, id limit ${size}) x), '[]'::json) as related,
      coalesce((select json_agg(id order by distance, id) from (select id, distance from others where brand_id = ${brand} order by distance, id limit ${size}) x), '[]'::json) as "sameBrand",
      coalesce((select json_agg(id order by distance, id) from (select id, distance from others where main_category_id = ${category} order by distance, id limit ${size}) x), '[]'::json) as "sameCategory",
      coalesce((select json_agg(id order by created_at desc, id desc) from (select id, created_at from others order by created_at desc, id desc limit ${size}) x), '[]'::json) as newest`;
  const [row] = await runSql<CrossSellingIdsRow>(em, statement);
  return row ?? { found: false, related: [], sameBrand: [], sameCategory: [], newest: [] };
}
