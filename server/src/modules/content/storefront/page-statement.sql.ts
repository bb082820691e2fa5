/**
 * The storefront page statement: ONE statement answers a published page (the home when the slug is
 * null) with every active block and what each shows, whatever the number of blocks: product ids by
 * source or target (the cards come from the catalogue's card statement, once for the whole page),
 * categories with their product counts, brands, brand lines, blog posts and categories as JSON, and
 * images with their uploaded size. Catalogue rows are read through the catalog module's published
 * views, with the listing's visibility (published, active, sold by the shop). Visibility windows are
 * applied when shaping, so the result can be cached across their boundaries.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '@tijara/schema';
import { firstRow } from '../content-sql';
import type { BlockImageRow, BlockTarget, BlockTextsRow } from '../pages/block-row';
import type { BlogCategoryCardRow, BlogPostCardRow } from '../blog/blog-cards';
import { blogCategoryCardJson, blogPostCardJson } from '../blog/blog-cards';
import type { Texts } from '../texts';

/** Items a block shows when its `number` is not set, by what it shows. */
export const DEFAULT_ITEMS = { products: 12, taxonomy: 12, blogPosts: 6, blogCategories: 4 } as const;
/** Bestsellers are the units sold in the last days. */
export const BESTSELLER_DAYS = 90;
/**
 * The orders whose units count as sold: staff confirmed them. A pending order is not a sale yet (an
 * anonymous visitor can place as many as they like), cancelled and returned ones never were.
 */
export const BESTSELLER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.CONFIRMED,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
];

export interface PageImageRow extends BlockImageRow {
  readonly width: number | null;
  readonly height: number | null;
}

export interface PageCategoryRow {
  readonly id: number;
  readonly slug: string;
  readonly names: Texts;
  readonly parentId: number | null;
  readonly thumbKey: string | null;
  readonly productCount: number;
}

export interface PageBrandRow {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly logoKey: string | null;
}

export interface PageBrandLineRow {
  readonly id: number;
  readonly slug: string;
  readonly names: Texts;
  readonly brandName: string;
  readonly logoKey: string | null;
}

export interface PageBlockRow {
  readonly id: number;
  readonly type: string;
  readonly visibleFrom: string | null;
  readonly visibleUntil: string | null;
  readonly size: string;
  readonly containerClass: string;
  readonly wrapperCssClass: string;
  readonly bgColor: string;
  readonly showTitle: boolean;
  readonly link: string | null;
  readonly number: number | null;
  readonly responsiveNumber: string | null;
  readonly source: string | null;
  readonly target: BlockTarget;
  readonly texts: BlockTextsRow;
  readonly images: readonly PageImageRow[];
  readonly productIds: readonly number[] | null;
  readonly categories: readonly PageCategoryRow[] | null;
  readonly brands: readonly PageBrandRow[] | null;
  readonly brandLines: readonly PageBrandLineRow[] | null;
  readonly blogPosts: readonly BlogPostCardRow[] | null;
  readonly blogCategories: readonly BlogCategoryCardRow[] | null;
}

export interface PageStatementRow {
  readonly id: number;
  readonly slug: string | null;
  readonly title: Texts;
  readonly blocks: readonly PageBlockRow[];
}

const limit = (fallback: number) => `least(coalesce(b.number, ${fallback}), 48)`;
const targetId = (key: keyof BlockTarget) => `(b.target->>'${key}')::int`;
const VISIBLE = `p.status = 'published' and p.active and exists (select 1 from catalog.product_shop ps where ps.product_id = p.id and ps.shop_uuid = a.shop)`;

/** Visible products matching `condition`, newest first. */
const newest = (condition: string) =>
  `array(select p.id from catalog.product p where ${VISIBLE} and ${condition} order by p.created_at desc, p.id desc limit ${limit(DEFAULT_ITEMS.products)})`;

const BESTSELLERS = `array(select p.id from (select ol.product_id, sum(ol.quantity) as units from orders.order_line ol
    join orders.customer_order o on o.id = ol.order_id
    where o.shop_uuid = a.shop and o.status in (${BESTSELLER_STATUSES.map((status) => `'${status}'`).join(', ')})
      and o.created_at >= a.now - interval '${BESTSELLER_DAYS} days'
    group by ol.product_id) sold join catalog.product p on p.id = sold.product_id
  where ${VISIBLE} order by sold.units desc, p.id limit ${limit(DEFAULT_ITEMS.products)})`;

const IN_CATEGORY = `(p.main_category_id in (select t.id from tree t where t.root = ${targetId('categoryId')})
  or exists (select 1 from catalog.product_category pc where pc.product_id = p.id and pc.category_id in (select t.id from tree t where t.root = ${targetId('categoryId')})))`;

/**
 * A block's target is shown as the catalogue's listing shows it (catalog-page.sql.ts): an inactive
 * brand, brand line (or one of an inactive brand) or collection lists nothing, so its block neither.
 * A category's activity is in `tree`, which holds active categories only.
 */
const BRAND_SHOWN = `exists (select 1 from catalog.brand tb where tb.id = ${targetId('brandId')} and tb.active)`;
const BRAND_LINE_SHOWN = `exists (select 1 from catalog.brand_line tl join catalog.brand tb on tb.id = tl.brand_id
  where tl.id = ${targetId('brandLineId')} and tl.active and tb.active)`;
const COLLECTION_SHOWN = `exists (select 1 from catalog.collection tc where tc.id = ${targetId('collectionId')} and tc.active)`;
/** The products when the target is shown, else none (an empty list, as a target without products). */
const ifShown = (shown: string, products: string) =>
  `case when ${shown} then ${products} else '{}'::int[] end`;

const PRODUCT_IDS = `case
  when b.type in ('products_carousel', 'products_grid', 'discounted_products', 'bestsellers_products') then
    case coalesce(b.source, case b.type when 'discounted_products' then 'ON_SALE' when 'bestsellers_products' then 'BESTSELLERS' else 'FEATURED' end)
      when 'FEATURED' then ${newest('p.featured')}
      when 'NEW' then ${newest('true')}
      when 'ON_SALE' then ${newest('p.on_sale')}
      when 'BESTSELLERS' then ${BESTSELLERS}
    end
  when b.type = 'category_products_carousel' then ${newest(IN_CATEGORY)}
  when b.type = 'brands_products_carousel' then ${ifShown(BRAND_SHOWN, newest(`p.brand_id = ${targetId('brandId')}`))}
  when b.type = 'brand_lines_products_carousel' then ${ifShown(BRAND_LINE_SHOWN, newest(`p.brand_line_id = ${targetId('brandLineId')}`))}
  when b.type = 'collection_products' then ${ifShown(COLLECTION_SHOWN, newest(`exists (select 1 from catalog.product_collection pco where pco.product_id = p.id and pco.collection_id = ${targetId('collectionId')})`))}
  when b.type = 'tag_products' then ${newest(`exists (select 1 from catalog.product_tag pt where pt.product_id = p.id and pt.tag_id = ${targetId('tagId')})`)}
end`;

interface Listed {
  /** The JSON of one row, and the rows (alias included). */
  readonly select: string;
  readonly from: string;
  /** The alias of the listed table in `from`. */
  readonly alias: string;
  readonly shown: string;
  /** Only when no ids are listed: which rows come first, and any further condition. */
  readonly order: string;
  readonly firstOnly?: string;
  readonly fallback: number;
}

/** The rows the target's ids list, in their order, else the first `number` by `order`. */
function listed({ select, from, alias, shown, order, firstOnly = 'true', fallback }: Listed): string {
  return `case when jsonb_array_length(coalesce(b.target->'ids', '[]'::jsonb)) > 0
    then (select json_agg(${select} order by sel.ord) from jsonb_array_elements_text(b.target->'ids') with ordinality as sel(id, ord),
      ${from} where ${alias}.id = sel.id::int and ${shown})
    else (select json_agg(x.item order by x.rank) from (select ${select} as item, row_number() over (order by ${order}) as rank
      from ${from} where ${shown} and ${firstOnly} order by ${order} limit ${limit(fallback)}) x) end`;
}

const CATEGORIES = listed({
  select: `json_build_object('id', c.id, 'slug', c.slug, 'names', c.names, 'parentId', c.parent_id, 'thumbKey', c.thumb_key,
    'productCount', coalesce((select n.n from counted n where n.root = c.id), 0))`,
  from: 'catalog.category c',
  alias: 'c',
  shown: 'c.active',
  firstOnly: 'c.parent_id is null and exists (select 1 from counted n where n.root = c.id and n.n > 0)',
  order: 'c.position, c.id',
  fallback: DEFAULT_ITEMS.taxonomy,
});
const BRANDS = listed({
  select: "json_build_object('id', br.id, 'slug', br.slug, 'name', br.name, 'logoKey', br.logo_key)",
  from: 'catalog.brand br',
  alias: 'br',
  shown: 'br.active',
  order: 'br.position, br.name, br.id',
  fallback: DEFAULT_ITEMS.taxonomy,
});
const BRAND_LINES = listed({
  select: `json_build_object('id', bl.id, 'slug', bl.slug, 'names', bl.names, 'brandName', lb.name, 'logoKey', lb.logo_key)`,
  from: 'catalog.brand_line bl join catalog.brand lb on lb.id = bl.brand_id',
  alias: 'bl',
  shown: 'bl.active and lb.active',
  order: 'bl.position, bl.id',
  fallback: DEFAULT_ITEMS.taxonomy,
});
const BLOG_CATEGORIES = listed({
  select: blogCategoryCardJson('bc'),
  from: 'blog_category bc',
  alias: 'bc',
  shown: 'bc.active and bc.shop_uuid = a.shop',
  order: 'bc.position, bc.id',
  fallback: DEFAULT_ITEMS.blogCategories,
});
const BLOG_POSTS = `case b.type
  when 'blog_posts_carousel' then (select json_agg(x.card order by x.rank) from (
    select ${blogPostCardJson('bp')} as card, row_number() over (order by bp.created_at desc, bp.id desc) as rank from blog_post bp
    where bp.shop_uuid = a.shop and bp.published and (b.target->'blogCategoryId' is null
      or exists (select 1 from blog_post_category f join blog_category fc on fc.id = f.category_id
        where f.post_id = bp.id and fc.id = ${targetId('blogCategoryId')} and fc.active and fc.shop_uuid = a.shop))
    order by bp.created_at desc, bp.id desc limit ${limit(DEFAULT_ITEMS.blogPosts)}) x)
  when 'blog_post_card' then (select json_agg(${blogPostCardJson('bp')}) from blog_post bp
    where bp.id = ${targetId('blogPostId')} and bp.shop_uuid = a.shop and bp.published)
end`;

const IMAGES = `coalesce((select json_agg(e.image || jsonb_build_object('width', ci.width, 'height', ci.height) order by e.ord)
  from jsonb_array_elements(b.images) with ordinality as e(image, ord)
  left join content_image ci on ci.shop_uuid = a.shop and ci.media_key = e.image->>'mediaKey'), '[]'::json)`;

const BLOCK_JSON = `json_build_object('id', b.id, 'type', b.type, 'visibleFrom', b.visible_from, 'visibleUntil', b.visible_until,
  'size', b.size, 'containerClass', b.container_class, 'wrapperCssClass', b.wrapper_css_class, 'bgColor', b.bg_color,
  'showTitle', b.show_title, 'link', b.link, 'number', b.number, 'responsiveNumber', b.responsive_number, 'source', b.source,
  'target', b.target, 'texts', b.texts, 'images', ${IMAGES},
  'productIds', ${PRODUCT_IDS},
  'categories', case when b.type = 'categories_carousel' then ${CATEGORIES} end,
  'brands', case when b.type = 'brands_carousel' then ${BRANDS} end,
  'brandLines', case when b.type = 'brand_lines_carousel' then ${BRAND_LINES} end,
  'blogPosts', ${BLOG_POSTS},
  'blogCategories', case when b.type = 'blog_categories_carousel' then ${BLOG_CATEGORIES} end)`;

const PAGE_STATEMENT = `with recursive args(shop, slug, now) as (select ?::uuid, ?::text, ?::timestamptz),
  tree(root, id) as (
    select c.id, c.id from catalog.category c where c.active
    union select t.root, c.id from catalog.category c join tree t on c.parent_id = t.id where c.active),
  counted(root, n) as (
    select t.root, count(distinct placed.product_id)::int from tree t join (
      select p.id as product_id, p.main_category_id as category_id from catalog.product p cross join args a where ${VISIBLE}
      union select pc.product_id, pc.category_id from catalog.product_category pc join catalog.product p on p.id = pc.product_id
        cross join args a where ${VISIBLE}) placed on placed.category_id = t.id group by t.root)
  select pg.id, pg.slug, pg.title, coalesce((select json_agg(${BLOCK_JSON} order by b.position, b.id)
    from content_block b where b.page_id = pg.id and b.active), '[]'::json) as blocks
  from content_page pg cross join args a
  where pg.shop_uuid = a.shop and (pg.slug = a.slug or (pg.slug is null and a.slug is null)) and pg.published`;

/** `now` is the request's instant: where the bestsellers' days end. */
export function selectStorefrontPage(
  em: EntityManager,
  shopUuid: string,
  slug: string | null,
  now: Date,
): Promise<PageStatementRow | null> {
  return firstRow<PageStatementRow>(em, PAGE_STATEMENT, [shopUuid, slug, now]);
}
