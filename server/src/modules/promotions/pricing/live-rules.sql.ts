/**
 * ONE statement loads what pricing a shop needs until the catalogue next changes: its promotions that
 * are switched on and not yet ended (started or not: a start needs no write to take effect), with
 * category targets expanded to their subcategories, the name of each one's first target (discount
 * blocks), and the pricing facts of every product a catalogue promotion could lower (so price
 * filters and sorts can compare promoted prices without another statement).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleProduct } from '../../catalog';
import type { Labels } from '../../catalog';
import type { PromotionTranslations } from '../promotion.entity';
import type { PaymentType, PromotionScope, SalesChannel, Combinability, DiscountType } from '@tijara/schema';

export interface LiveRuleRow {
  readonly id: number;
  readonly uuid: string;
  readonly name: string;
  readonly scope: PromotionScope;
  readonly targetIds: number[];
  /** Category scope: the targets and every category below them. */
  readonly categoryIds: number[] | null;
  readonly paymentMethods: PaymentType[];
  readonly priority: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly couponCode: string | null;
  readonly singleUse: boolean;
  readonly discountType: DiscountType;
  readonly value: number;
  readonly combinability: Combinability;
  readonly channels: SalesChannel[];
  readonly minimumSubtotal: number | null;
  readonly featured: boolean;
  readonly translations: PromotionTranslations;
  readonly bannerThumbKey: string | null;
  /** The first target's name in every language (null for scopes without entity targets). */
  readonly targetNames: Labels | null;
}

/** [productId, priceHt, brandId, brandLineId, categoryIds, collectionIds] */
export type CoveredProductRow = [number, number, number | null, number | null, number[], number[]];

export interface LiveRulesRow {
  readonly rules: LiveRuleRow[];
  readonly covered: CoveredProductRow[];
}

const CATALOGUE_SCOPES = `('product', 'category', 'brand', 'brandline', 'collection', 'all')`;

const FIRST_TARGET_NAMES = `case l.scope
    when 'product' then (select json_object_agg(t.locale, t.name) from catalog.product_translation t where t.product_id = (l.target_ids->>0)::int)
    when 'category' then (select c.names::json from catalog.category c where c.id = (l.target_ids->>0)::int)
    when 'brand' then (select json_build_object('fr', b.name) from catalog.brand b where b.id = (l.target_ids->>0)::int)
    when 'brandline' then (select bl.names::json from catalog.brand_line bl where bl.id = (l.target_ids->>0)::int)
    when 'collection' then (select co.names::json from catalog.collection co where co.id = (l.target_ids->>0)::int)
    when 'customer_segment' then (select json_build_object('fr', s.name) from customer_segment s where s.id = (l.target_ids->>0)::int)
    else null end`;

const RULE_JSON = `json_build_object(
    'id', l.id, 'uuid', l.uuid, 'name', l.name, 'scope', l.scope, 'targetIds', l.target_ids,
    'categoryIds', case when l.scope = 'category' then (select json_agg(distinct ct.category_id) from category_targets ct where ct.promotion_id = l.id) end,
    'paymentMethods', l.payment_methods, 'priority', l.priority, 'startsAt', l.starts_at, 'endsAt', l.ends_at,
    'couponCode', l.coupon_code, 'singleUse', l.single_use, 'discountType', l.discount_type, 'value', l.value,
    'combinability', l.combinability, 'channels', l.channels, 'minimumSubtotal', l.minimum_subtotal,
    'featured', l.featured, 'translations', l.translations, 'bannerThumbKey', l.banner_thumb_key,
    'targetNames', ${FIRST_TARGET_NAMES})`;

/** A catalogue promotion `l` reaches product `p`. */
const REACHES = `(l.scope = 'all'
    or (l.scope = 'product' and l.target_ids @> to_jsonb(p.id))
    or (l.scope = 'brand' and p.brand_id is not null and l.target_ids @> to_jsonb(p.brand_id))
    or (l.scope = 'brandline' and p.brand_line_id is not null and l.target_ids @> to_jsonb(p.brand_line_id))
    or (l.scope = 'collection' and exists (select 1 from catalog.product_collection pcol where pcol.product_id = p.id and l.target_ids @> to_jsonb(pcol.collection_id)))
    or (l.scope = 'category' and exists (select 1 from category_targets ct where ct.promotion_id = l.id and (ct.category_id = p.main_category_id or exists (select 1 from catalog.product_category pc where pc.product_id = p.id and pc.category_id = ct.category_id)))))`;

const statement = (visible: string) => `with recursive live as (
    select * from promotion where shop_uuid = ?::uuid and active and ends_at > ?
  ),
  category_targets(promotion_id, category_id) as (
    select l.id, t.value::int from live l cross join jsonb_array_elements_text(l.target_ids) t where l.scope = 'category'
    union
    select ct.promotion_id, c.id from catalog.category c join category_targets ct on c.parent_id = ct.category_id
  ),
  catalogue_live as (
    select * from live l where l.scope in ${CATALOGUE_SCOPES} and l.coupon_code is null and not l.single_use and l.channels @> '["eCommerce"]'
  )
  select
    coalesce((select json_agg(${RULE_JSON} order by l.id) from live l), '[]'::json) as rules,
    coalesce((select json_agg(json_build_array(p.id, p.price_ht, p.brand_id, p.brand_line_id,
        array(select p.main_category_id union select pc.category_id from catalog.product_category pc where pc.product_id = p.id),
        array(select pcol.collection_id from catalog.product_collection pcol where pcol.product_id = p.id)))
      from catalog.product p
      where ${visible}
        and exists (select 1 from catalogue_live l where ${REACHES})), '[]'::json) as covered`;

export async function selectLiveRules(em: EntityManager, shopUuid: string, now: Date): Promise<LiveRulesRow> {
  const visible = visibleProduct(shopUuid);
  const rows = await em
    .getConnection()
    .execute<LiveRulesRow[]>(statement(visible.text), [shopUuid, now, ...visible.params]);
  const row = rows[0];
  if (!row) throw new Error('The live promotions statement answered no row');
  return row;
}
