/**
 * The facts the engine needs about a cart's lines, in ONE statement whatever the cart's size: each
 * product's HT price and tax rate, the chosen combination's price impact, and what promotions match
 * on (categories, brand, brand line, collections). Only products the shop shows, and only active
 * combinations of that product, are found; the caller names the lines that were not.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleProduct } from '../../catalog';
import { combinationNameSql } from '../../stock';

export interface CartLineRef {
  readonly productId: number;
  readonly combinationId: number | null;
}

export interface CartLineFacts {
  /** Null: no such product in the shop. */
  readonly productId: number | null;
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly hasCombinations: boolean;
  /** Null: none asked, or not an active combination of the product. */
  readonly combinationId: number | null;
  readonly priceImpactHt: number;
  readonly brandId: number | null;
  readonly brandLineId: number | null;
  readonly categoryIds: number[];
  readonly collectionIds: number[];
  /** French names then (what an order line keeps), and the SKU of the combination or product. */
  readonly productName: string | null;
  readonly combinationName: string | null;
  readonly sku: string | null;
}

const statement = (
  visible: string,
) => `select p.id as "productId", p.price_ht as "priceHt", p.tax_rate_bp as "taxRateBp",
    exists (select 1 from catalog.combination c where c.product_id = p.id and c.active) as "hasCombinations",
    cb.id as "combinationId", coalesce(cb.price_impact_ht, 0) as "priceImpactHt",
    p.brand_id as "brandId", p.brand_line_id as "brandLineId",
    array(select p.main_category_id union select pc.category_id from catalog.product_category pc where pc.product_id = p.id) as "categoryIds",
    array(select pcol.collection_id from catalog.product_collection pcol where pcol.product_id = p.id) as "collectionIds",
    coalesce((select t.name from catalog.product_translation t where t.product_id = p.id and t.locale = 'fr'), p.slug) as "productName",
    ${combinationNameSql('fr', 'cb')} as "combinationName",
    coalesce(cb.reference, p.sku) as "sku"
  from unnest(?::int[], ?::int[]) with ordinality as sel(product_id, combination_id, ord)
  left join catalog.product p on p.id = sel.product_id and ${visible}
  left join catalog.combination cb on cb.id = sel.combination_id and cb.product_id = p.id and cb.active
  order by sel.ord`;

/** Facts in the order of `refs`. */
export async function selectCartLines(
  em: EntityManager,
  shopUuid: string,
  refs: readonly CartLineRef[],
): Promise<CartLineFacts[]> {
  if (refs.length === 0) return [];
  const visible = visibleProduct(shopUuid);
  const productIds = `{${refs.map((ref) => ref.productId).join(',')}}`;
  const combinationIds = `{${refs.map((ref) => ref.combinationId ?? 0).join(',')}}`;
  return em
    .getConnection()
    .execute<CartLineFacts[]>(statement(visible.text), [productIds, combinationIds, ...visible.params]);
}
