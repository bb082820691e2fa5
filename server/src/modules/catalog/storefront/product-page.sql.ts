/**
 * The product page's second statement: the shop's settings the page needs and the product's
 * published reviews in that shop, newest first. (The first is the product's card.)
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql, sql } from './sql';

/** How many reviews the page lists. */
export const PAGE_REVIEWS = 50;

export interface ReviewRow {
  readonly id: number;
  readonly rating: number;
  /** Sanitised before it was stored: safe to serve as HTML. */
  readonly textHtml: string;
  readonly createdAt: string;
  readonly authorName: string;
  readonly imageKey: string | null;
}

export interface ShopSettingsRow {
  readonly uuid: string;
  readonly name: string;
  readonly activeAddToCart: boolean;
}

export interface PageExtrasRow {
  readonly shop: ShopSettingsRow | null;
  readonly reviews: readonly ReviewRow[];
}

export async function selectPageExtras(
  em: EntityManager,
  shopUuid: string,
  productId: number,
): Promise<PageExtrasRow> {
  const statement = sql`select
    (select json_build_object('uuid', s.uuid, 'name', s.name, 'activeAddToCart', s.active_add_to_cart) from shop.shop s where s.uuid = ${shopUuid}::uuid) as shop,
    coalesce((select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'textHtml', r.text_html, 'createdAt', r.created_at, 'authorName', r.author_name, 'imageKey', r.image_key) order by r.created_at desc, r.id desc)
      from (select * from reviews.review r where r.product_id = ${productId} and r.status = 'published' and r.shop_uuid = ${shopUuid}::uuid order by r.created_at desc, r.id desc limit ${PAGE_REVIEWS}) r), '[]'::json) as reviews`;
  const [row] = await runSql<PageExtrasRow>(em, statement);
  return row ?? { shop: null, reviews: [] };
}
