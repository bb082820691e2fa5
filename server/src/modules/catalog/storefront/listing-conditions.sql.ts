/**
 * The WHERE pieces of the listing statements, all over the alias `p` (product): what the public may
 * see, the scope of a listing (with the check that its category, brand, brand line or collection
 * exists and is active) and the narrowing filters. Values only enter as parameters.
 */
import type { PromotedPrices, PromotionReach } from './card-pricing';
import type { EntityRef } from './entity-ref';
import type { ListingFilter, ListingScope, PriceBasis, ValuesFilter } from './listing-request';
import { NEW_ARRIVALS_DAYS, NEW_ARRIVALS_FALLBACK } from './listing-request';
import { containsPattern } from '../../../core/like-pattern';
import { joinSql, Sql, sql } from './sql';

/** Published, switched on, and sold by the shop of the request. */
export function visibleProduct(shopUuid: string): Sql {
  return sql`p.status = 'published' and p.active and exists (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = ${shopUuid}::uuid)`;
}

/**
 * The price a listing filters and sorts on: the HT price after the catalogue promotions when one
 * lowers it (joined as `pp` by promotedJoin), else the HT price; TTC by the same integer rule as
 * priceTtc() of @tijara/schema (half up; HT is never negative).
 */
export function priceSql(basis: PriceBasis, promoted: PromotedPrices | null = null): Sql {
  const ht = hasPromoted(promoted) ? 'coalesce(pp.price_ht, p.price_ht)' : 'p.price_ht';
  return new Sql(basis === 'ht' ? ht : `((${ht} * (10000 + p.tax_rate_bp) + 5000) / 10000)`, []);
}

function hasPromoted(promoted: PromotedPrices | null): promoted is PromotedPrices {
  return promoted !== null && promoted.productIds.length > 0;
}

/** Joins the promoted HT prices as `pp` (nothing when no promotion lowers a price). */
export function promotedJoin(promoted: PromotedPrices | null): Sql {
  if (!hasPromoted(promoted)) return sql``;
  return sql` left join unnest(array[${promoted.productIds}]::int[], array[${promoted.pricesHt}]::int[]) as pp(id, price_ht) on pp.id = p.id`;
}

/** The products a live promotion reaches: its targets, or every product for all and cart-wide scopes. */
function promotionScope(reach: PromotionReach, predicates: Sql[]): void {
  const ids = reach.targetIds;
  const none = ids.length === 0;
  switch (reach.scope) {
    case 'product':
      predicates.push(none ? sql`false` : sql`p.id = any(array[${ids}]::int[])`);
      return;
    case 'category':
      predicates.push(
        none
          ? sql`false`
          : sql`(p.main_category_id = any(array[${ids}]::int[]) or exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = any(array[${ids}]::int[])))`,
      );
      return;
    case 'brand':
      predicates.push(none ? sql`false` : sql`p.brand_id = any(array[${ids}]::int[])`);
      return;
    case 'brandline':
      predicates.push(none ? sql`false` : sql`p.brand_line_id = any(array[${ids}]::int[])`);
      return;
    case 'collection':
      predicates.push(
        none
          ? sql`false`
          : sql`exists (select 1 from product_collection pcol where pcol.product_id = p.id and pcol.collection_id = any(array[${ids}]::int[]))`,
      );
      return;
    default:
      return;
  }
}

type Alias = 'c' | 'b' | 'bl' | 'co';

function refMatches(alias: Alias, ref: EntityRef): Sql {
  const column = (name: string) => new Sql(`${alias}.${name}`, []);
  if (ref.by === 'id') return sql`${column('id')} = ${ref.id}`;
  if (ref.by === 'uuid') return sql`${column('uuid')} = ${ref.uuid}::uuid`;
  return sql`${column('slug')} = ${ref.slug}`;
}

export interface ScopeSql {
  /** Common table expressions the predicates read (the statement starts `with recursive`). */
  readonly ctes: readonly Sql[];
  readonly predicates: readonly Sql[];
  /** Yields the name of the first named entity that does not exist or is inactive, else null. */
  readonly missing: Sql;
}

interface Check {
  readonly entity: string;
  readonly exists: Sql;
}

function categoryScope(ref: EntityRef, ctes: Sql[], predicates: Sql[], checks: Check[]) {
  // `union` (not `union all`) also ends the walk if staff ever make the tree loop.
  ctes.push(
    sql`category_scope(id) as (select c.id from category c where ${refMatches('c', ref)} and c.active union select c.id from category c join category_scope s on c.parent_id = s.id where c.active)`,
  );
  predicates.push(
    sql`(p.main_category_id in (select id from category_scope) or exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id in (select id from category_scope)))`,
  );
  checks.push({
    entity: 'Category',
    exists: sql`exists (select 1 from category c where ${refMatches('c', ref)} and c.active)`,
  });
}

function newArrivalsScope(shopUuid: string, now: Date, ctes: Sql[], predicates: Sql[]) {
  const since = new Date(now.getTime() - NEW_ARRIVALS_DAYS * 86_400_000);
  ctes.push(
    sql`recent(id) as (select p.id from product p where ${visibleProduct(shopUuid)} and p.created_at >= ${since})`,
    sql`newest(id) as (select p.id from product p where ${visibleProduct(shopUuid)} order by p.created_at desc, p.id desc limit ${NEW_ARRIVALS_FALLBACK})`,
  );
  predicates.push(
    sql`(p.id in (select id from recent) or (not exists (select 1 from recent) and p.id in (select id from newest)))`,
  );
}

export function scopeSql(
  scope: ListingScope,
  shopUuid: string,
  now: Date,
  reach: PromotionReach | null = null,
): ScopeSql {
  const ctes: Sql[] = [];
  const predicates: Sql[] = [];
  const checks: Check[] = [];
  if (reach) promotionScope(reach, predicates);
  if (scope.category) categoryScope(scope.category, ctes, predicates, checks);
  if (scope.brand) {
    const match = sql`select b.id from brand b where ${refMatches('b', scope.brand)} and b.active`;
    predicates.push(sql`p.brand_id in (${match})`);
    checks.push({ entity: 'Brand', exists: sql`exists (${match})` });
  }
  if (scope.brandLine) {
    const match = sql`select bl.id from brand_line bl join brand b on b.id = bl.brand_id where ${refMatches('bl', scope.brandLine)} and bl.active and b.active`;
    predicates.push(sql`p.brand_line_id in (${match})`);
    checks.push({ entity: 'BrandLine', exists: sql`exists (${match})` });
  }
  if (scope.collection) {
    const match = sql`select co.id from collection co where ${refMatches('co', scope.collection)} and co.active`;
    predicates.push(
      sql`exists (select 1 from product_collection pcol where pcol.product_id = p.id and pcol.collection_id in (${match}))`,
    );
    checks.push({ entity: 'Collection', exists: sql`exists (${match})` });
  }
  if (scope.featured) predicates.push(sql`p.featured`);
  if (scope.onSale) predicates.push(sql`p.on_sale`);
  if (scope.newArrivals) newArrivalsScope(shopUuid, now, ctes, predicates);
  const missing =
    checks.length === 0
      ? sql`null::text`
      : sql`case ${joinSql(
          checks.map((check) => sql`when not ${check.exists} then ${check.entity}`),
          ' ',
        )} else null end`;
  return { ctes, predicates, missing };
}

const lowered = (values: readonly string[]) => values.map((value) => value.trim().toLowerCase());

/** Labels JSON ({fr, en, ar}) holding one of the values in any language, case-insensitive. */
function labelsHold(column: string, values: readonly string[]): Sql {
  return sql`exists (select 1 from jsonb_each_text(${new Sql(column, [])}) l where lower(btrim(l.value)) = any(array[${lowered(values)}]))`;
}

function tokenMatch(alias: Alias, values: readonly string[], nameMatch: Sql): Sql {
  const tokens = lowered(values);
  const column = (name: string) => new Sql(`${alias}.${name}`, []);
  return sql`(${column('id')}::text = any(array[${tokens}]) or ${column('uuid')}::text = any(array[${tokens}]) or lower(${column('slug')}) = any(array[${tokens}]) or ${nameMatch})`;
}

function featureMatch({ type, values }: ValuesFilter): Sql {
  return sql`exists (select 1 from product_feature_value pfv join feature_value fv on fv.id = pfv.feature_value_id join feature_type ft on ft.id = fv.type_id where pfv.product_id = p.id and ft.code = ${type} and ${labelsHold('fv.values', values)})`;
}

function attributeMatch({ type, values }: ValuesFilter): Sql {
  return sql`exists (select 1 from combination cb join combination_value cv on cv.combination_id = cb.id join attribute_value av on av.id = cv.attribute_value_id join attribute a on a.id = av.attribute_id where cb.product_id = p.id and cb.active and a.code = ${type} and ${labelsHold('av.labels', values)})`;
}

/**
 * Which facet a narrowing condition belongs to: facet counts leave out a facet's own conditions
 * (see facet-counts.sql.ts); price and text conditions belong to none and always apply.
 */
export type FacetKey =
  | { readonly kind: 'brands' | 'subCategories' | 'brandLines' }
  | { readonly kind: 'feature' | 'attribute'; readonly type: string }
  | null;

export interface FilterPart {
  readonly facet: FacetKey;
  readonly condition: Sql;
}

export function filterParts(
  filter: ListingFilter,
  basis: PriceBasis,
  promoted: PromotedPrices | null = null,
): FilterPart[] {
  const out: FilterPart[] = [];
  const { brands, subCategories, brandLines } = filter;
  if (brands?.length) {
    const names = sql`lower(btrim(b.name)) = any(array[${lowered(brands)}])`;
    out.push({
      facet: { kind: 'brands' },
      condition: sql`p.brand_id in (select b.id from brand b where ${tokenMatch('b', brands, names)})`,
    });
  }
  if (subCategories?.length) {
    const match = tokenMatch('c', subCategories, labelsHold('c.names', subCategories));
    out.push({
      facet: { kind: 'subCategories' },
      condition: sql`p.main_category_id in (select c.id from category c where ${match})`,
    });
  }
  if (brandLines?.length) {
    const match = tokenMatch('bl', brandLines, labelsHold('bl.names', brandLines));
    out.push({
      facet: { kind: 'brandLines' },
      condition: sql`p.brand_line_id in (select bl.id from brand_line bl where ${match})`,
    });
  }
  for (const feature of filter.features ?? []) {
    if (feature.values.length) {
      out.push({ facet: { kind: 'feature', type: feature.type }, condition: featureMatch(feature) });
    }
  }
  for (const attribute of filter.attributes ?? []) {
    if (attribute.values.length) {
      out.push({ facet: { kind: 'attribute', type: attribute.type }, condition: attributeMatch(attribute) });
    }
  }
  const price = priceSql(basis, promoted);
  if (filter.priceMin !== undefined)
    out.push({ facet: null, condition: sql`${price} >= ${filter.priceMin}` });
  if (filter.priceMax !== undefined)
    out.push({ facet: null, condition: sql`${price} <= ${filter.priceMax}` });
  if (filter.search !== undefined) {
    const pattern = containsPattern(filter.search);
    out.push({
      facet: null,
      condition: sql`(exists (select 1 from product_translation t where t.product_id = p.id and t.name ilike ${pattern}) or p.sku ilike ${pattern})`,
    });
  }
  return out;
}

export function filterSql(
  filter: ListingFilter,
  basis: PriceBasis,
  promoted: PromotedPrices | null = null,
): Sql[] {
  return filterParts(filter, basis, promoted).map((part) => part.condition);
}
