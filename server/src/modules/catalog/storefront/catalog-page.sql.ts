/**
 * The statements behind a listing page's head and the storefront menu, one each. A page is found only
 * when its category, brand, brand line (and its brand) or collection is active; a category's
 * breadcrumbs are its active ancestors, root first. The menu counts, per active category, the products
 * the shop shows in it or below it (main or further category), like the category's listing does.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Labels } from '../labels';
import type { EntityRef } from './entity-ref';
import { visibleProduct } from './listing-conditions.sql';
import { runSql, Sql, sql } from './sql';

export type TaxonomyKind = 'category' | 'brand' | 'brandLine' | 'collection';

export interface TaxonomyPageRow {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  /** A brand's name is not translated: {fr: name}. */
  readonly names: Labels;
  readonly descriptions: Labels | null;
  /** A category's thumbnail, a brand's (or a brand line's brand's) logo. */
  readonly imageKey: string | null;
  readonly crumbs: readonly { readonly slug: string; readonly names: Labels }[];
}

function refMatches(alias: string, ref: EntityRef): Sql {
  const column = (name: string) => new Sql(`${alias}.${name}`, []);
  if (ref.by === 'id') return sql`${column('id')} = ${ref.id}`;
  if (ref.by === 'uuid') return sql`${column('uuid')} = ${ref.uuid}::uuid`;
  return sql`${column('slug')} = ${ref.slug}`;
}

const NO_CRUMBS = new Sql(`'[]'::json`, []);

function pageStatement(kind: TaxonomyKind, ref: EntityRef): Sql {
  switch (kind) {
    case 'category':
      // `union` (not `union all`) ends the walk if staff ever make the tree loop.
      return sql`with recursive up(id, parent_id, slug, names, depth) as (
          select c.id, c.parent_id, c.slug, c.names, 0 from category c where ${refMatches('c', ref)} and c.active
          union select c.id, c.parent_id, c.slug, c.names, up.depth + 1 from category c join up on c.id = up.parent_id where c.active and up.depth < 50)
        select c.id, c.uuid, c.slug, c.names, c.descriptions, c.thumb_key as "imageKey",
          (select json_agg(json_build_object('slug', up.slug, 'names', up.names) order by up.depth desc) from up) as crumbs
        from category c where ${refMatches('c', ref)} and c.active`;
    case 'brand':
      return sql`select b.id, b.uuid, b.slug, json_build_object('fr', b.name) as names, b.descriptions, b.logo_key as "imageKey", ${NO_CRUMBS} as crumbs
        from brand b where ${refMatches('b', ref)} and b.active`;
    case 'brandLine':
      return sql`select bl.id, bl.uuid, bl.slug, bl.names, null::json as descriptions, b.logo_key as "imageKey", ${NO_CRUMBS} as crumbs
        from brand_line bl join brand b on b.id = bl.brand_id where ${refMatches('bl', ref)} and bl.active and b.active`;
    case 'collection':
      return sql`select co.id, co.uuid, co.slug, co.names, null::json as descriptions, null::text as "imageKey", ${NO_CRUMBS} as crumbs
        from collection co where ${refMatches('co', ref)} and co.active`;
  }
}

/** The active category, brand, brand line or collection `ref` names; null when there is none. */
export async function selectTaxonomyPage(
  em: EntityManager,
  kind: TaxonomyKind,
  ref: EntityRef,
): Promise<TaxonomyPageRow | null> {
  const [row] = await runSql<TaxonomyPageRow>(em, pageStatement(kind, ref));
  return row ?? null;
}

export interface MenuRow {
  readonly categories: readonly {
    readonly id: number;
    readonly slug: string;
    readonly names: Labels;
    readonly parentId: number | null;
    readonly thumbKey: string | null;
    readonly productCount: number;
  }[];
  readonly brands: readonly {
    readonly id: number;
    readonly slug: string;
    readonly name: string;
    readonly logoKey: string | null;
  }[];
}

export async function selectMenu(em: EntityManager, shopUuid: string): Promise<MenuRow> {
  const statement = sql`with recursive tree(root, id) as (
      select c.id, c.id from category c where c.active
      union select t.root, c.id from category c join tree t on c.parent_id = t.id where c.active),
    shown(id, main_category_id) as (select p.id, p.main_category_id from product p where ${visibleProduct(shopUuid)}),
    placed(product_id, category_id) as (
      select s.id, s.main_category_id from shown s
      union select pc.product_id, pc.category_id from product_category pc join shown s on s.id = pc.product_id),
    counted(root, n) as (select t.root, count(distinct pl.product_id)::int from tree t join placed pl on pl.category_id = t.id group by t.root)
    select
      coalesce((select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'names', c.names, 'parentId', c.parent_id, 'thumbKey', c.thumb_key, 'productCount', coalesce(n.n, 0)) order by c.position, c.id)
        from category c left join counted n on n.root = c.id where c.active), '[]'::json) as categories,
      coalesce((select json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'logoKey', b.logo_key) order by b.position, b.name, b.id)
        from brand b where b.active), '[]'::json) as brands`;
  const [row] = await runSql<MenuRow>(em, statement);
  return row ?? { categories: [], brands: [] };
}
