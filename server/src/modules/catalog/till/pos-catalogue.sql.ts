/**
 * One page of the till's catalogue feed in ONE statement, so the page, the snapshot bounds of the
 * delta (core/delta-feed.ts) and the first page's total all come from the same snapshot: the ids of
 * the page (one more than asked, to tell whether more follow), and the products among them the shop
 * sells at the till, built whole with their active combinations named in fr, en and ar; and the
 * log's upkeep (its horizon, the day's mark and pruning: core/delta-feed.ts).
 *
 * "Sold at the till" is `visibleProduct`, the predicate syncOrders' line check (promotions'
 * selectCartLines) reads too, with active combinations only, so the till never offers what a sale
 * would be refused for (UNKNOWN_PRODUCT). A first load walks those products by id; a delta walks the
 * distinct products of the shop's rows of till_product_change in the window (a row per transaction),
 * and a changed product that is not sellable any more is answered as removed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { feedUpkeepSql } from '../../../core/delta-feed';
import type { FeedWindow } from '../../../core/delta-feed';
import { combinationNameSql } from '../admin/combination-name.sql';
import { visibleProduct } from '../storefront/listing-conditions.sql';
import { Sql, runSql, sql } from '../storefront/sql';

/** A product as the statement builds it (names per locale as written; the thumbnail as a key). */
export interface PosProductData {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly names: Record<string, string> | null;
  readonly sku: string | null;
  readonly barcode: string | null;
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly categoryIds: number[];
  readonly brandId: number | null;
  readonly brandLineId: number | null;
  readonly collectionIds: number[];
  readonly thumbnailKey: string | null;
  readonly combinations: PosCombinationData[];
}

export interface PosCombinationData {
  readonly id: number;
  readonly fr: string;
  readonly en: string;
  readonly ar: string;
  readonly reference: string | null;
  readonly barcode: string | null;
  readonly priceImpactHt: number;
  readonly isDefault: boolean;
}

export interface PosCatalogueRead {
  readonly xmin: string;
  readonly xmax: string;
  readonly total: number | null;
  readonly ids: number[];
  readonly products: PosProductData[];
  readonly horizon: string | null;
}

const UPKEEP = new Sql(feedUpkeepSql('till_product_change', 'till_product_change_mark'), []);

const COMBINATION_JSON = `json_build_object('id', c.id,
    'fr', ${combinationNameSql('fr')}, 'en', ${combinationNameSql('en')}, 'ar', ${combinationNameSql('ar')},
    'reference', c.reference, 'barcode', c.barcode, 'priceImpactHt', c.price_impact_ht, 'isDefault', c.is_default)`;

// The categories a promotion matches a product on: its main category and its further ones.
const PRODUCT_JSON = `json_build_object('id', p.id, 'uuid', p.uuid, 'slug', p.slug,
    'names', (select json_object_agg(t.locale, t.name) from product_translation t where t.product_id = p.id),
    'sku', p.sku, 'barcode', p.barcode, 'priceHt', p.price_ht, 'taxRateBp', p.tax_rate_bp,
    'categoryIds', array(select x.id from (select p.main_category_id as id union select pc.category_id from product_category pc where pc.product_id = p.id) x order by x.id),
    'brandId', p.brand_id, 'brandLineId', p.brand_line_id,
    'collectionIds', array(select pcol.collection_id from product_collection pcol where pcol.product_id = p.id order by pcol.collection_id),
    'thumbnailKey', (select i.storage_key from product_image i where i.product_id = p.id and i.is_default),
    'combinations', coalesce((select json_agg(${COMBINATION_JSON} order by c.position, c.id)
      from combination c where c.product_id = p.id and c.active), '[]'::json))`;

/** The ids a page walks: the shop's sellable products (first load) or its changed ones (delta). */
function pickedIds(window: FeedWindow, limit: number): Sql {
  if (window.from === null) {
    return sql`select p.id from product p where ${visibleProduct(window.shopUuid)} and p.id > ${window.after}
      order by p.id limit ${limit + 1}`;
  }
  return sql`select distinct tc.product_id as id from till_product_change tc
    where tc.shop_uuid = ${window.shopUuid}::uuid and tc.changed_xid >= ${window.from}::xid8
      and tc.changed_xid < coalesce(${window.until}::xid8, (select pg_snapshot_xmax(s) from snap))
      and tc.product_id > ${window.after}
    order by tc.product_id limit ${limit + 1}`;
}

/** The delta's size, counted on its first page only (later pages carry it in the cursor). */
function totalOf(window: FeedWindow): Sql {
  if (window.total !== null) return sql`null::int`;
  if (window.from === null) {
    return sql`(select count(*) from product p where ${visibleProduct(window.shopUuid)})::int`;
  }
  return sql`(select count(distinct tc.product_id) from till_product_change tc
    where tc.shop_uuid = ${window.shopUuid}::uuid and tc.changed_xid >= ${window.from}::xid8
      and tc.changed_xid < pg_snapshot_xmax(snap.s))::int`;
}

export async function readPosCataloguePage(
  em: EntityManager,
  window: FeedWindow,
  limit: number,
): Promise<PosCatalogueRead> {
  const statement = sql`with snap as materialized (select pg_current_snapshot() as s),
    ${UPKEEP},
    picked as (${pickedIds(window, limit)}),
    page as (select id from picked order by id limit ${limit})
    select pg_snapshot_xmin(snap.s)::text as xmin, pg_snapshot_xmax(snap.s)::text as xmax,
      (select since_xid::text from horizon) as horizon, ${totalOf(window)} as total,
      array(select id from picked order by id) as ids,
      (select coalesce(json_agg(${new Sql(PRODUCT_JSON, [])} order by p.id), '[]'::json)
        from page join product p on p.id = page.id and ${visibleProduct(window.shopUuid)}) as products
    from snap`;
  const [row] = await runSql<PosCatalogueRead>(em, statement);
  if (!row) throw new Error('The catalogue feed statement answered no row');
  return row;
}
