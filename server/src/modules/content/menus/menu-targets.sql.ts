/**
 * What a menu item's target is, in SQL: for each typed item, the target's names (`{fr, en?, ar?}`),
 * its slug (and a product's main category slug, which its storefront path carries) and whether the
 * shop shows it now (active categories, brands and collections; products published, active and sold
 * by the shop; published CMS pages and posts, active blog categories of the shop). Catalogue rows are
 * read through the catalog module's published views.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MenuTargetType } from '@tijara/schema';
import type { PartialTexts } from '../texts';
import { firstRow } from '../content-sql';

export interface MenuTarget {
  readonly names: PartialTexts;
  readonly slug: string;
  /** A product's main category, for its path. */
  readonly categorySlug: string | null;
  readonly shown: boolean;
}

const PRODUCT_SHOWN = `p.status = 'published' and p.active and exists (select 1 from catalog.product_shop ps where ps.product_id = p.id and ps.shop_uuid = %SHOP%)`;

/** The JSON of one target of type `type`, id `id` (SQL expressions), in the shop `shop` (an expression). */
function targetJson(type: MenuTargetType, id: string, shop: string): string {
  const object = (names: string, slug: string, shown: string, categorySlug = 'null::text') =>
    `json_build_object('names', ${names}, 'slug', ${slug}, 'categorySlug', ${categorySlug}, 'shown', ${shown})`;
  switch (type) {
    case 'ProductCategory':
      return `(select ${object('c.names', 'c.slug', 'c.active')} from catalog.category c where c.id = ${id})`;
    case 'Brand':
      return `(select ${object("json_build_object('fr', b.name)", 'b.slug', 'b.active')} from catalog.brand b where b.id = ${id})`;
    case 'Product':
      return `(select ${object(
        "coalesce((select json_object_agg(t.locale, t.name) from catalog.product_translation t where t.product_id = p.id), '{}'::json)",
        'p.slug',
        `(${PRODUCT_SHOWN.replace('%SHOP%', shop)})`,
        'c.slug',
      )} from catalog.product p join catalog.category c on c.id = p.main_category_id where p.id = ${id})`;
    case 'collectionPage':
      return `(select ${object('co.names', 'co.slug', 'co.active')} from catalog.collection co where co.id = ${id})`;
    case 'Cms':
      return `(select ${object('cp.title', 'cp.slug', 'cp.published')} from cms_page cp where cp.id = ${id} and cp.shop_uuid = ${shop})`;
    case 'BlogCategory':
      return `(select ${object('bc.name', 'bc.slug', 'bc.active')} from blog_category bc where bc.id = ${id} and bc.shop_uuid = ${shop})`;
    case 'BlogPost':
      return `(select ${object('bp.title', 'bp.slug', 'bp.published')} from blog_post bp where bp.id = ${id} and bp.shop_uuid = ${shop})`;
  }
}

const TYPES: readonly MenuTargetType[] = [
  'ProductCategory',
  'Brand',
  'Product',
  'collectionPage',
  'Cms',
  'BlogCategory',
  'BlogPost',
];

/** `case <item>.type when ... end`: the target JSON of the item aliased `item`, null for untyped items. */
export function itemTargetSql(item: string, shop: string): string {
  const branches = TYPES.map((type) => `when '${type}' then ${targetJson(type, `${item}.target_id`, shop)}`);
  return `case ${item}.type ${branches.join(' ')} else null end`;
}

/** The target of a typed item about to be saved; null when the id names nothing at all. */
export async function selectMenuTarget(
  em: EntityManager,
  shopUuid: string,
  type: MenuTargetType,
  id: number,
): Promise<MenuTarget | null> {
  const statement = `select ${targetJson(type, '?::int', '?::uuid')} as target`;
  const row = await firstRow<{ target: MenuTarget | null }>(em, statement, paramsOf(type, id, shopUuid));
  return row?.target ?? null;
}

/** The placeholders of targetJson in order: the id, then the shop where the branch names it. */
function paramsOf(type: MenuTargetType, id: number, shopUuid: string): unknown[] {
  switch (type) {
    case 'Product':
      return [shopUuid, id];
    case 'Cms':
    case 'BlogCategory':
    case 'BlogPost':
      return [id, shopUuid];
    default:
      return [id];
  }
}
