/**
 * The demo shop's content. Every shop gets its home page and its header and footer menus; with the
 * demo catalogue, the home is composed (banner carousel, departments, favourites, deals, why shop
 * with us, brands, new arrivals, the blog), with three blog categories and six posts, two CMS pages
 * (delivery, terms of sale) and menus leading to departments, a brand, the blog and the CMS pages,
 * all in fr, en and ar. HTML goes through the content module's sanitiser like staff writes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { HOME_TITLE, sanitizeRichHtml } from '../../../modules/content';
import type { MediaStorage } from '../../../modules/media';
import { DEMO_BLOG_CATEGORIES, DEMO_BLOG_POSTS } from './blog-texts';
import type { Trilingual } from './blog-texts';
import { DEMO_CMS_PAGES, HOME_SLIDES, HOME_TITLES, MENU_TITLES, WHY_SHOP_HTML } from './page-texts';
import { storeDemoPicture } from './pictures';
import type { DemoPicture } from './pictures';

export interface DemoContentOptions {
  readonly storage: MediaStorage;
  readonly shopUuid: string;
  /** Demo products seeded: without a catalogue, the home and the menus stay empty. */
  readonly products: number;
  readonly now: Date;
}

const DAY = 86_400_000;

async function insertId(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(`${sql} returning id`, params);
  if (row === undefined) throw new Error(`The demo content could not insert: ${sql}`);
  return row.id;
}

async function idOf(em: EntityManager, table: 'category' | 'brand', slug: string): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(`select id from ${table} where slug = ?`, [slug]);
  if (row === undefined) throw new Error(`The demo content needs the ${table} "${slug}"`);
  return row.id;
}

const sanitized = (html: Trilingual) => ({
  fr: sanitizeRichHtml(html.fr),
  en: sanitizeRichHtml(html.en),
  ar: sanitizeRichHtml(html.ar),
});

async function storePictures(em: EntityManager, options: DemoContentOptions) {
  const kinds: DemoPicture[] = ['clothing', 'appliances', 'delivery', 'guides', 'fashion', 'home'];
  const keys = new Map<DemoPicture, string>();
  for (const kind of kinds) {
    const stored = await storeDemoPicture(options.storage, options.shopUuid, kind);
    await em.execute('insert into content_image (shop_uuid, media_key, width, height) values (?, ?, ?, ?)', [
      options.shopUuid,
      stored.storageKey,
      stored.width,
      stored.height,
    ]);
    keys.set(kind, stored.storageKey);
  }
  return (kind: DemoPicture) => keys.get(kind) ?? '';
}

async function seedBlog(
  em: EntityManager,
  options: DemoContentOptions,
  picture: (kind: DemoPicture) => string,
) {
  const categoryIds = new Map<string, number>();
  for (const [position, category] of DEMO_BLOG_CATEGORIES.entries()) {
    const id = await insertId(
      em,
      'insert into blog_category (shop_uuid, slug, name, description, thumbnail_key, position) values (?, ?, ?::jsonb, ?::jsonb, ?, ?)',
      [
        options.shopUuid,
        category.slug,
        JSON.stringify(category.name),
        JSON.stringify(category.description),
        picture(category.picture),
        position,
      ],
    );
    categoryIds.set(category.slug, id);
  }
  for (const post of DEMO_BLOG_POSTS) {
    const category = DEMO_BLOG_CATEGORIES.find((candidate) => candidate.slug === post.category);
    const at = new Date(options.now.getTime() - post.daysAgo * DAY);
    const id = await insertId(
      em,
      'insert into blog_post (shop_uuid, slug, title, html, thumbnail_key, created_at, updated_at) values (?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)',
      [
        options.shopUuid,
        post.slug,
        JSON.stringify(post.title),
        JSON.stringify(sanitized(post.html)),
        category ? picture(category.picture) : null,
        at,
        at,
      ],
    );
    await em.execute('insert into blog_post_category (post_id, category_id) values (?, ?)', [
      id,
      categoryIds.get(post.category),
    ]);
  }
  return categoryIds;
}

async function seedCmsPages(em: EntityManager, shopUuid: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const page of DEMO_CMS_PAGES) {
    const id = await insertId(
      em,
      'insert into cms_page (shop_uuid, slug, title, html) values (?, ?, ?::jsonb, ?::jsonb)',
      [shopUuid, page.slug, JSON.stringify(page.title), JSON.stringify(sanitized(page.html))],
    );
    ids.set(page.slug, id);
  }
  return ids;
}

interface DemoBlock {
  readonly type: string;
  readonly title?: Trilingual;
  readonly source?: string;
  readonly texts?: Record<string, unknown>;
  readonly images?: readonly unknown[];
  readonly number?: number;
  readonly responsiveNumber?: string;
  readonly link?: string;
}

function titled(title: Trilingual, html?: Trilingual): Record<string, unknown> {
  const text = (locale: keyof Trilingual) => ({
    publicTitle: title[locale],
    ...(html ? { html: sanitizeRichHtml(html[locale]) } : {}),
  });
  return { fr: text('fr'), en: text('en'), ar: text('ar') };
}

async function seedHome(em: EntityManager, shopUuid: string, picture: (kind: DemoPicture) => string) {
  const [home] = await em.execute<{ id: number }[]>(
    'select id from content_page where shop_uuid = ? and slug is null',
    [shopUuid],
  );
  const slides = HOME_SLIDES.map((slide) => ({
    mediaKey: picture(slide.picture),
    link: slide.link,
    alt: slide.alt,
  }));
  const blocks: DemoBlock[] = [
    { type: 'banner_carousel', images: slides },
    { type: 'categories_carousel', title: HOME_TITLES.categories, number: 8 },
    { type: 'products_carousel', source: 'FEATURED', title: HOME_TITLES.featured, link: '/catalog/featured' },
    { type: 'discount_block', title: HOME_TITLES.deals, number: 4 },
    { type: 'html_block', texts: titled(HOME_TITLES.why, WHY_SHOP_HTML) },
    { type: 'brands_carousel', title: HOME_TITLES.brands },
    { type: 'products_carousel', source: 'NEW', title: HOME_TITLES.newArrivals, link: '/catalog/new' },
    { type: 'blog_posts_carousel', title: HOME_TITLES.blog, number: 6, responsiveNumber: '[1,2,3]' },
  ];
  for (const [position, block] of blocks.entries()) {
    await em.execute(
      `insert into content_block (page_id, position, type, source, texts, images, number, responsive_number, link)
        values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        home?.id,
        position,
        block.type,
        block.source ?? null,
        JSON.stringify(block.texts ?? (block.title ? titled(block.title) : {})),
        JSON.stringify(block.images ?? []),
        block.number ?? null,
        block.responsiveNumber ?? null,
        block.link ?? null,
      ],
    );
  }
}

interface DemoItem {
  readonly type: string;
  readonly targetId?: number;
  readonly label?: Trilingual;
  readonly children?: readonly DemoItem[];
}

async function seedMenu(em: EntityManager, shopUuid: string, code: string, items: readonly DemoItem[]) {
  const [menu] = await em.execute<{ id: number }[]>(
    'select id from content_menu where shop_uuid = ? and code = ?',
    [shopUuid, code],
  );
  const insert = async (item: DemoItem, parentId: number | null, position: number): Promise<void> => {
    const id = await insertId(
      em,
      'insert into content_menu_item (menu_id, parent_id, position, type, target_id, label) values (?, ?, ?, ?, ?, ?::jsonb)',
      [menu?.id, parentId, position, item.type, item.targetId ?? null, JSON.stringify(item.label ?? {})],
    );
    for (const [index, child] of (item.children ?? []).entries()) await insert(child, id, index);
  };
  for (const [position, item] of items.entries()) await insert(item, null, position);
}

async function seedMenus(
  em: EntityManager,
  shopUuid: string,
  ids: { cms: Map<string, number>; blog: Map<string, number> },
): Promise<void> {
  const category = (slug: string) => idOf(em, 'category', slug);
  const blogItems = [...ids.blog.values()].map((targetId) => ({ type: 'BlogCategory', targetId }));
  const cmsItems = [...ids.cms.values()].map((targetId) => ({ type: 'Cms', targetId }));
  await seedMenu(em, shopUuid, 'header', [
    {
      type: 'ProductCategory',
      targetId: await category('vetements'),
      children: [
        { type: 'ProductCategory', targetId: await category('vetements-femme') },
        { type: 'ProductCategory', targetId: await category('vetements-homme') },
        { type: 'ProductCategory', targetId: await category('chaussures') },
      ],
    },
    { type: 'ProductCategory', targetId: await category('telephonie') },
    { type: 'ProductCategory', targetId: await category('electromenager') },
    { type: 'Brand', targetId: await idOf(em, 'brand', 'condor') },
    { type: '3', label: MENU_TITLES.blog, children: blogItems },
  ]);
  await seedMenu(em, shopUuid, 'footer', [
    { type: '3', label: MENU_TITLES.information, children: cmsItems },
    { type: '3', label: MENU_TITLES.blog, children: blogItems },
    {
      type: '3',
      label: MENU_TITLES.brands,
      children: [
        { type: 'Brand', targetId: await idOf(em, 'brand', 'condor') },
        { type: 'Brand', targetId: await idOf(em, 'brand', 'iris') },
        { type: 'Brand', targetId: await idOf(em, 'brand', 'brandt') },
      ],
    },
  ]);
}

export async function seedDemoContent(em: EntityManager, options: DemoContentOptions): Promise<void> {
  const { shopUuid } = options;
  await em.execute('insert into content_page (shop_uuid, slug, title) values (?, null, ?::jsonb)', [
    shopUuid,
    JSON.stringify(HOME_TITLE),
  ]);
  await em.execute("insert into content_menu (shop_uuid, code) values (?, 'header'), (?, 'footer')", [
    shopUuid,
    shopUuid,
  ]);
  if (options.products <= 0) return;
  const picture = await storePictures(em, options);
  const blog = await seedBlog(em, options, picture);
  const cms = await seedCmsPages(em, shopUuid);
  await seedHome(em, shopUuid, picture);
  await seedMenus(em, shopUuid, { cms, blog });
}
