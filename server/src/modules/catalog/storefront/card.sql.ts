/**
 * The card statement: for a set of product ids, ONE statement returns each product's card (see
 * card-row.ts) as JSON built by PostgreSQL, in the order of the ids. Every related row (texts,
 * category, brand, brand line, tags, images, features, combinations with their attribute values and
 * images, pack components) comes from a correlated subquery over an indexed key, so the statement's
 * cost grows with the number of cards but the number of statements never does.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductCardRow } from './card-row';
import type { EntityRef } from './entity-ref';
import { visibleProduct } from './listing-conditions.sql';
import { runSql, Sql, sql } from './sql';

/** The combinations of the product `owner` (an alias), with values and image ids. */
function combinationsJson(owner: string, activeOnly: boolean): string {
  return `coalesce((select json_agg(json_build_object(
    'id', cb.id, 'isDefault', cb.is_default, 'priceImpactHt', cb.price_impact_ht, 'names', cb.names, 'active', cb.active,
    'values', coalesce((select json_agg(json_build_object('id', av.id, 'attributeCode', a.code, 'attributeLabels', a.labels, 'kind', a.kind, 'labels', av.labels, 'color', av.color, 'imageKey', av.image_key) order by a.position, a.id, av.position, av.id)
      from combination_value cv join attribute_value av on av.id = cv.attribute_value_id join attribute a on a.id = av.attribute_id where cv.combination_id = cb.id), '[]'::json),
    'imageIds', coalesce((select json_agg(ci.product_image_id order by ci.product_image_id) from combination_image ci where ci.combination_id = cb.id), '[]'::json)
  ) order by cb.position, cb.id) from combination cb where cb.product_id = ${owner}.id${activeOnly ? ' and cb.active' : ''}), '[]'::json)`;
}

const PACK_ITEMS_JSON = `case when p.pack_mode is null then '[]'::json else coalesce((select json_agg(json_build_object(
    'productId', cp.id, 'productUuid', cp.uuid, 'slug', cp.slug, 'quantity', pi.quantity, 'priceHt', cp.price_ht, 'taxRateBp', cp.tax_rate_bp,
    'names', coalesce((select json_agg(json_build_object('locale', ct.locale, 'name', ct.name)) from product_translation ct where ct.product_id = cp.id), '[]'::json),
    'thumbKey', (select ci.storage_key from product_image ci where ci.product_id = cp.id order by ci.is_default desc, ci.position, ci.id limit 1),
    'combinationId', pi.combination_id,
    'combinations', ${combinationsJson('cp', true)}
  ) order by pi.position, pi.id) from pack_item pi join product cp on cp.id = pi.product_id where pi.pack_id = p.id), '[]'::json) end`;

const CARD_JSON = `json_build_object(
  'id', p.id, 'uuid', p.uuid, 'slug', p.slug, 'sku', p.sku, 'priceHt', p.price_ht, 'taxRateBp', p.tax_rate_bp,
  'featured', p.featured, 'onSale', p.on_sale, 'packMode', p.pack_mode, 'createdAt', p.created_at,
  'translations', coalesce((select json_agg(json_build_object('locale', t.locale, 'name', t.name, 'shortDescription', t.short_description, 'longDescription', t.long_description, 'seoTitle', t.seo_title, 'seoDescription', t.seo_description) order by array_position(array['fr', 'en', 'ar'], t.locale)) from product_translation t where t.product_id = p.id), '[]'::json),
  'mainCategory', json_build_object('id', c.id, 'uuid', c.uuid, 'slug', c.slug, 'names', c.names),
  'brand', case when b.id is null then null else json_build_object('id', b.id, 'uuid', b.uuid, 'slug', b.slug, 'name', b.name, 'logoKey', b.logo_key) end,
  'brandLine', case when bl.id is null then null else json_build_object('id', bl.id, 'uuid', bl.uuid, 'slug', bl.slug, 'names', bl.names) end,
  'categoryIds', array(select p.main_category_id union select pc.category_id from product_category pc where pc.product_id = p.id),
  'collectionIds', array(select pcol.collection_id from product_collection pcol where pcol.product_id = p.id order by pcol.collection_id),
  'tags', coalesce((select json_agg(json_build_object('id', tg.id, 'slug', tg.slug, 'names', tg.names) order by tg.id) from product_tag pt join tag tg on tg.id = pt.tag_id where pt.product_id = p.id), '[]'::json),
  'images', coalesce((select json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'width', i.width, 'height', i.height, 'isDefault', i.is_default, 'alts', i.alts) order by i.is_default desc, i.position, i.id) from product_image i where i.product_id = p.id), '[]'::json),
  'features', coalesce((select json_agg(json_build_object('id', fv.id, 'typeCode', ft.code, 'typeLabels', ft.labels, 'values', fv.values) order by ft.position, ft.id, fv.position, fv.id) from product_feature_value pfv join feature_value fv on fv.id = pfv.feature_value_id join feature_type ft on ft.id = fv.type_id where pfv.product_id = p.id), '[]'::json),
  'combinations', ${combinationsJson('p', false)},
  'packItems', ${PACK_ITEMS_JSON}
)`;

const CARD_JOINS =
  'join category c on c.id = p.main_category_id left join brand b on b.id = p.brand_id left join brand_line bl on bl.id = p.brand_line_id';

/** The cards of `ids`, in that order (ids that do not exist are left out). */
export async function selectCards(em: EntityManager, ids: readonly number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const statement = sql`select ${new Sql(CARD_JSON, [])} as card from unnest(array[${ids}]::int[]) with ordinality as sel(id, ord) join product p on p.id = sel.id ${new Sql(CARD_JOINS, [])} order by sel.ord`;
  const rows = await runSql<{ card: ProductCardRow }>(em, statement);
  return rows.map((row) => row.card);
}

function productRefMatches(ref: EntityRef): Sql {
  if (ref.by === 'id') return sql`p.id = ${ref.id}`;
  if (ref.by === 'uuid') return sql`p.uuid = ${ref.uuid}::uuid`;
  return sql`p.slug = ${ref.slug}`;
}

/** The card of one product the shop shows, by id, uuid or slug; null when there is none. */
export async function selectVisibleCard(
  em: EntityManager,
  shopUuid: string,
  ref: EntityRef,
): Promise<ProductCardRow | null> {
  const statement = sql`select ${new Sql(CARD_JSON, [])} as card from product p ${new Sql(CARD_JOINS, [])} where ${productRefMatches(ref)} and ${visibleProduct(shopUuid)}`;
  const [row] = await runSql<{ card: ProductCardRow }>(em, statement);
  return row?.card ?? null;
}
