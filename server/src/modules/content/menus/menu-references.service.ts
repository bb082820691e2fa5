/**
 * The reference lists of the menu item form (spec section 7), each `{id, name}` in the request's
 * language (French when missing): a shop's landing pages, published CMS pages and posts, active blog
 * categories, and the active categories, collections and brands of the catalogue (read through its
 * published views). One statement each. CONTENT, in the shop.
 */
import type { RequestContext } from '../../../core/request-context';
import { contentShop } from '../content-access';
import { rows } from '../content-sql';

export interface ReferenceEntry {
  readonly id: number;
  readonly name: string;
}

export const MENU_REFERENCE_KINDS = [
  'pages',
  'categories',
  'collections',
  'brands',
  'cmsPage',
  'blogCategory',
  'blogPost',
] as const;
export type MenuReferenceKind = (typeof MENU_REFERENCE_KINDS)[number];

const inLocale = (column: string) => `coalesce(nullif(${column}->>?::text, ''), ${column}->>'fr')`;

interface ListStatement {
  readonly sql: string;
  /** Its placeholders: the locale of the name (none for brands: not translated), then the shop. */
  readonly params: (locale: string, shopUuid: string) => unknown[];
}

const localised = (sql: string): ListStatement => ({ sql, params: (locale) => [locale] });
const ofShop = (sql: string): ListStatement => ({ sql, params: (locale, shopUuid) => [locale, shopUuid] });

const LISTS: Readonly<Record<MenuReferenceKind, ListStatement>> = {
  pages: ofShop(
    `select id, ${inLocale('title')} as name from content_page where slug is not null and shop_uuid = ? order by lower(title->>'fr'), id`,
  ),
  categories: localised(
    `select id, ${inLocale('names')} as name from catalog.category where active order by position, id`,
  ),
  collections: localised(
    `select id, ${inLocale('names')} as name from catalog.collection where active order by position, id`,
  ),
  brands: {
    sql: 'select id, name from catalog.brand where active order by position, name, id',
    params: () => [],
  },
  cmsPage: ofShop(
    `select id, ${inLocale('title')} as name from cms_page where published and shop_uuid = ? order by lower(title->>'fr'), id`,
  ),
  blogCategory: ofShop(
    `select id, ${inLocale('name')} as name from blog_category where active and shop_uuid = ? order by position, id`,
  ),
  blogPost: ofShop(
    `select id, ${inLocale('title')} as name from blog_post where published and shop_uuid = ? order by created_at desc, id desc`,
  ),
};

export class MenuReferences {
  async list(ctx: RequestContext, shopUuid: string, kind: MenuReferenceKind): Promise<ReferenceEntry[]> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    const { sql, params } = LISTS[kind];
    return rows<ReferenceEntry>(ctx.em, sql, params(ctx.locale, shop));
  }
}
