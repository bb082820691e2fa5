/**
 * The two listing statements besides the cards: (1) the page of ids with the total count of the
 * filtered listing, and (3) the facets of the whole listing (its scope without the filters). Each
 * also says whether the listing's category, brand, brand line or collection is missing, so an
 * unknown or inactive one costs no extra statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Labels } from '../labels';
import type { AttributeKind } from '../taxonomy/attribute.entity';
import type { PromotedPrices, PromotionReach } from './card-pricing';
import type { ListingRequest, ListingScope, ListingSort } from './listing-request';
import { filterSql, priceSql, promotedJoin, scopeSql, visibleProduct } from './listing-conditions.sql';
import { joinSql, runSql, Sql, sql } from './sql';

const ORDER_BY: Readonly<Record<ListingSort, string>> = {
  default: 'm.created_at desc, m.id desc',
  price_asc: 'm.price asc, m.id asc',
  price_desc: 'm.price desc, m.id desc',
};

function withClause(ctes: readonly Sql[]): Sql {
  return sql`with recursive ${joinSql(ctes, ', ')}`;
}

export interface ListingPageRow {
  /** The entity named by the scope that does not exist or is inactive (Category, Brand, ...). */
  readonly missing: string | null;
  readonly total: number;
  readonly ids: number[];
}

export interface PageQuery {
  readonly shopUuid: string;
  readonly now: Date;
  readonly request: ListingRequest;
  /** The live promotion a promotion listing names (already resolved). */
  readonly reach: PromotionReach | null;
  /** Given when the request filters or sorts by price. */
  readonly promoted: PromotedPrices | null;
}

export async function selectListingPage(em: EntityManager, query: PageQuery): Promise<ListingPageRow> {
  const { request, shopUuid, now, promoted } = query;
  const scope = scopeSql(request.scope, shopUuid, now, query.reach);
  const where = joinSql(
    [
      visibleProduct(shopUuid),
      ...scope.predicates,
      ...filterSql(request.filter, request.priceBasis, promoted),
    ],
    ' and ',
  );
  const matching = sql`matching as (select p.id, ${priceSql(request.priceBasis, promoted)} as price, p.created_at from product p${promotedJoin(promoted)} where ${where})`;
  const order = new Sql(ORDER_BY[request.sort], []);
  const { page } = request;
  const limit = page ? sql` limit ${page.size} offset ${(page.page - 1) * page.size}` : sql``;
  const statement = sql`${withClause([...scope.ctes, matching])} select ${scope.missing} as missing, (select count(*) from matching)::int as total, coalesce((select json_agg(m.id order by ${order}) from (select * from matching m order by ${order}${limit}) m), '[]'::json) as ids`;
  const [row] = await runSql<ListingPageRow>(em, statement);
  return row ?? { missing: null, total: 0, ids: [] };
}

export interface FacetEntityRow {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
}

export interface FacetRow {
  readonly brands: readonly (FacetEntityRow & { readonly name: string })[];
  readonly categories: readonly (FacetEntityRow & { readonly names: Labels })[];
  readonly brandLines: readonly (FacetEntityRow & { readonly names: Labels })[];
  readonly features: readonly { readonly code: string; readonly labels: Labels; readonly values: Labels[] }[];
  readonly attributes: readonly {
    readonly code: string;
    readonly labels: Labels;
    readonly kind: AttributeKind;
    readonly values: { readonly labels: Labels; readonly color: string | null }[];
  }[];
  /** Centimes; null bounds for an empty listing. */
  readonly priceHt: { readonly min: number | null; readonly max: number | null };
  readonly priceTtc: { readonly min: number | null; readonly max: number | null };
}

export interface FacetsQuery {
  readonly shopUuid: string;
  readonly now: Date;
  readonly scope: ListingScope;
  readonly reach: PromotionReach | null;
  /** The price range is of the prices shoppers pay (after catalogue promotions). */
  readonly promoted: PromotedPrices | null;
}

const FACETS_SQL = `json_build_object(
  'brands', coalesce((select json_agg(json_build_object('id', b.id, 'uuid', b.uuid, 'slug', b.slug, 'name', b.name) order by b.position, b.name, b.id) from brand b where b.id in (select brand_id from listed)), '[]'::json),
  'categories', coalesce((select json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'slug', c.slug, 'names', c.names) order by c.position, c.id) from category c where c.id in (select main_category_id from listed)), '[]'::json),
  'brandLines', coalesce((select json_agg(json_build_object('id', bl.id, 'uuid', bl.uuid, 'slug', bl.slug, 'names', bl.names) order by bl.position, bl.id) from brand_line bl where bl.id in (select brand_line_id from listed)), '[]'::json),
  'features', coalesce((select json_agg(json_build_object('code', ft.code, 'labels', ft.labels, 'values', v.values) order by ft.position, ft.id) from feature_type ft join lateral (select json_agg(fv.values order by fv.position, fv.id) as values from feature_value fv where fv.type_id = ft.id and fv.id in (select id from listed_features)) v on v.values is not null), '[]'::json),
  'attributes', coalesce((select json_agg(json_build_object('code', a.code, 'labels', a.labels, 'kind', a.kind, 'values', v.values) order by a.position, a.id) from attribute a join lateral (select json_agg(json_build_object('labels', av.labels, 'color', av.color) order by av.position, av.id) as values from attribute_value av where av.attribute_id = a.id and av.id in (select id from listed_values)) v on v.values is not null), '[]'::json),
  'priceHt', (select json_build_object('min', min(price_ht), 'max', max(price_ht)) from listed),
  'priceTtc', (select json_build_object('min', min(price_ttc), 'max', max(price_ttc)) from listed)
)`;

export async function selectFacets(
  em: EntityManager,
  query: FacetsQuery,
): Promise<{ missing: string | null; facets: FacetRow }> {
  const scope = scopeSql(query.scope, query.shopUuid, query.now, query.reach);
  const where = joinSql([visibleProduct(query.shopUuid), ...scope.predicates], ' and ');
  const { promoted } = query;
  const listed = sql`listed as (select p.id, p.brand_id, p.brand_line_id, p.main_category_id, ${priceSql('ht', promoted)} as price_ht, ${priceSql('ttc', promoted)} as price_ttc from product p${promotedJoin(promoted)} where ${where})`;
  const features = sql`listed_features(id) as (select distinct pfv.feature_value_id from product_feature_value pfv join listed l on l.id = pfv.product_id)`;
  const values = sql`listed_values(id) as (select distinct cv.attribute_value_id from combination cb join listed l on l.id = cb.product_id join combination_value cv on cv.combination_id = cb.id where cb.active)`;
  const statement = sql`${withClause([...scope.ctes, listed, features, values])} select ${scope.missing} as missing, ${new Sql(FACETS_SQL, [])} as facets`;
  const [row] = await runSql<{ missing: string | null; facets: FacetRow }>(em, statement);
  if (!row) throw new Error('The facets statement answered no row');
  return row;
}
