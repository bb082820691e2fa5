/**
 * The storefront's content on the demo shop (SEED=demo with a catalogue): the composed home in fr,
 * en and ar within 4 SQL statements whatever its blocks, blocks whose target is hidden, bestsellers,
 * what the page cache keeps, the demo menus, CMS pages, the blog, and the theme with its stylesheet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentMessageKey, OrderStatus, THEME_DEFAULTS } from '@tijara/schema';
import { CONTENT_CACHE_ENTRIES } from '../src/modules/content/storefront/storefront-content.service';
import {
  dataOf,
  demoShopUuid,
  demoTargets,
  homeId,
  insertOrderOf,
  refusalOf,
  SAVE_BLOCK,
  sql,
  staffClient,
  STOREFRONT_PAGE,
} from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'tijara-content-media-'));
const DAY_MS = 86_400_000;
let clock = new Date();
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let statements: string[] = [];

beforeAll(async () => {
  server = await createTestApp({
    env: { DEMO_PRODUCTS: '24', MEDIA_DIR: mediaDir },
    now: () => clock,
    onQuery: (query) => statements.push(query),
  });
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
});

afterAll(async () => {
  await server.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

interface Block {
  id: number;
  type: string;
  publicTitle: string | null;
  html: string | null;
  images: { url: string; width: number; height: number; link: string | null; alt: string }[] | null;
  products: { id: number; name: string }[] | null;
  categories: { slug: string; name: string; productCount: number }[] | null;
  brands: { slug: string }[] | null;
  blogPosts: { slug: string; title: string; categories: string[] }[] | null;
}

async function page(slug: string | null, locale = 'fr') {
  const result = await server.graphql<{ storefrontPage: { title: string; blocks: Block[] } | null }>(
    STOREFRONT_PAGE,
    { slug },
    { 'accept-language': locale },
  );
  return dataOf(result).storefrontPage;
}

async function home(locale: string) {
  const found = await page(null, locale);
  if (!found) throw new Error('The shop has no published home');
  return found;
}

/** A published landing page with these blocks, in order. */
async function landing(fr: string, blocks: Record<string, unknown>[]): Promise<string> {
  const saved = await admin.graphql<{ saveContentPage: { id: number; slug: string } }>(
    'mutation ($input: ContentPageInput!) { saveContentPage(input: $input) { id slug } }',
    { input: { shopUuid, title: { fr } } },
  );
  const { id, slug } = dataOf(saved).saveContentPage;
  for (const block of blocks) dataOf(await admin.graphql(SAVE_BLOCK, { input: { pageId: id, ...block } }));
  return slug;
}

/** A content write: it moves the catalogue revision, as staff writes do (SQL updates do not). */
async function moveRevision(): Promise<void> {
  const created = await admin.graphql(SAVE_BLOCK, {
    input: { pageId: await homeId(admin, shopUuid), type: 'discount_block', active: false },
  });
  dataOf(created);
}

describe('the demo home', () => {
  it('is composed of its blocks in order, with their items, in French, English and Arabic', async () => {
    const fr = await home('fr');
    expect(fr.blocks.map((block) => block.type)).toEqual([
      'banner_carousel',
      'categories_carousel',
      'products_carousel',
      'discount_block',
      'html_block',
      'brands_carousel',
      'products_carousel',
      'blog_posts_carousel',
    ]);
    const [banner, categories, featured, , why, brands, newest, blog] = fr.blocks;
    expect(banner?.images).toHaveLength(3);
    expect(banner?.images?.[0]).toMatchObject({
      url: expect.stringMatching(/^\/media\/content\/.+\/product-page-large\.webp$/),
      width: 1200,
      height: 420,
      link: '/catalog/category/vetements',
      alt: "Soldes d'hiver : -15 % sur les vêtements",
    });
    // The top-level departments the shop shows products in (the demo's packs are in none here).
    expect(categories?.categories?.map((category) => category.slug)).toEqual([
      'vetements',
      'telephonie',
      'electromenager',
    ]);
    expect(categories?.categories?.every((category) => category.productCount > 0)).toBe(true);
    expect(featured?.products?.length).toBeGreaterThan(0);
    expect(newest?.products).toHaveLength(12);
    expect(why).toMatchObject({
      publicTitle: 'Pourquoi acheter chez nous',
      html: expect.stringContaining('<li>'),
    });
    expect(brands?.brands?.length).toBeGreaterThan(3);
    expect(blog?.blogPosts?.map((post) => post.slug)[0]).toBe('bien-choisir-son-climatiseur');
    expect(blog?.blogPosts).toHaveLength(6);

    const ar = await home('ar');
    expect(ar.title).toBe('الرئيسية');
    expect(ar.blocks[4]).toMatchObject({
      publicTitle: 'لماذا تتسوقون عندنا',
      html: expect.stringContaining('الدفع عند الاستلام'),
    });
    expect(ar.blocks[7]?.blogPosts?.[0]).toMatchObject({
      title: 'كيف تختار مكيف الهواء المناسب قبل الصيف',
      categories: ['المنزل والأجهزة الكهرومنزلية'],
    });
    expect((await home('en')).blocks[2]?.publicTitle).toBe('Our favourites');
  });

  it('answers in at most 4 SQL statements after a content change, whatever its blocks, the shop remembered (the request that looks it up, first after boot then once per 30 s, costs one more)', async () => {
    const countHome = async () => {
      // A content write moves the revision: the page, its cards and the pricing are read again.
      const id = await homeId(admin, shopUuid);
      const moved = await admin.graphql(
        'mutation ($id: Int!) { moveContentBlock(id: $id, position: 0) { id } }',
        {
          id: (await home('fr')).blocks[0]?.id,
        },
      );
      expect([id > 0, moved.errors]).toEqual([true, undefined]);
      statements = [];
      const shown = await home('fr');
      return { statements: statements.length, blocks: shown.blocks };
    };
    const demo = await countHome();
    expect([demo.statements, demo.blocks.length]).toEqual([4, 8]);
    const pageId = await homeId(admin, shopUuid);
    for (const source of ['FEATURED', 'NEW', 'ON_SALE', 'BESTSELLERS', 'NEW', 'FEATURED']) {
      dataOf(
        await admin.graphql(SAVE_BLOCK, { input: { pageId, type: 'products_grid', source, number: 6 } }),
      );
    }
    dataOf(await admin.graphql(SAVE_BLOCK, { input: { pageId, type: 'brand_lines_carousel' } }));
    dataOf(await admin.graphql(SAVE_BLOCK, { input: { pageId, type: 'blog_categories_carousel' } }));
    const targets = await demoTargets(server, shopUuid);
    const targeted = [
      { type: 'category_products_carousel', target: { categoryId: targets.categoryId } },
      { type: 'brands_products_carousel', target: { brandId: targets.brandId } },
      { type: 'brand_lines_products_carousel', target: { brandLineId: targets.brandLineId } },
      { type: 'collection_products', target: { collectionId: targets.collectionId } },
      { type: 'tag_products', target: { tagId: targets.tagId } },
      { type: 'blog_post_card', target: { blogPostId: targets.blogPostId } },
      { type: 'banner', images: [{ mediaKey: targets.mediaKey }], texts: { fr: { html: '<p>Soldes</p>' } } },
    ];
    for (const input of targeted) dataOf(await admin.graphql(SAVE_BLOCK, { input: { pageId, ...input } }));
    const full = await countHome();
    expect([full.statements, full.blocks.length]).toEqual([4, 23]);
    // Each of those blocks shows what it names, so the bound holds with their items read.
    const added = full.blocks.slice(-targeted.length);
    expect(added.map((block) => block.type)).toEqual(targeted.map((block) => block.type));
    expect(
      added.map((block) => (block.products ?? block.blogPosts ?? block.images ?? []).length > 0),
    ).toEqual(targeted.map(() => true));
    statements = [];
    await home('ar');
    expect(statements).toHaveLength(1);
  });
});

describe('blocks whose target the shop no longer shows', () => {
  it('show nothing once their brand, brand line (or the line’s brand), collection or blog category is inactive', async () => {
    const targets = await demoTargets(server, shopUuid);
    const [line] = await sql<{ brandId: number }>(
      server,
      'select brand_id as "brandId" from brand_line where id = ?',
      [targets.brandLineId],
    );
    const slug = await landing('Cibles masquées', [
      { type: 'brands_products_carousel', target: { brandId: targets.brandId } },
      { type: 'brand_lines_products_carousel', target: { brandLineId: targets.brandLineId } },
      { type: 'collection_products', target: { collectionId: targets.collectionId } },
      { type: 'blog_posts_carousel', target: { blogCategoryId: targets.blogCategoryId } },
    ]);
    const counts = async () =>
      ((await page(slug))?.blocks ?? []).map((block) => (block.products ?? block.blogPosts ?? []).length);
    const setActive = async (table: string, id: number | undefined, active: boolean) => {
      await sql(server, `update ${table} set active = ? where id = ?`, [active, id]);
    };
    expect((await counts()).map((n) => n > 0)).toEqual([true, true, true, true]);
    try {
      await setActive('brand', targets.brandId, false);
      await setActive('brand_line', targets.brandLineId, false);
      await setActive('collection', targets.collectionId, false);
      await setActive('blog_category', targets.blogCategoryId, false);
      await moveRevision();
      expect(await counts()).toEqual([0, 0, 0, 0]);
      await setActive('brand_line', targets.brandLineId, true);
      await setActive('brand', targets.brandId, true);
      await setActive('brand', line?.brandId, false);
      await moveRevision();
      expect((await counts())[1]).toBe(0);
    } finally {
      await setActive('brand', line?.brandId, true);
      await setActive('brand', targets.brandId, true);
      await setActive('brand_line', targets.brandLineId, true);
      await setActive('collection', targets.collectionId, true);
      await setActive('blog_category', targets.blogCategoryId, true);
      await moveRevision();
    }
    expect((await counts()).map((n) => n > 0)).toEqual([true, true, true, true]);
  });
});

describe('bestsellers', () => {
  it('count confirmed, shipped and delivered orders only, and are read again each shop day', async () => {
    const slug = await landing('Meilleures ventes', [
      { type: 'products_grid', source: 'BESTSELLERS', number: 3 },
    ]);
    const bestIds = async () => ((await page(slug))?.blocks[0]?.products ?? []).map((product) => product.id);
    const before = await bestIds();
    const [pending, confirmed] = await sql<{ id: number }>(
      server,
      `select p.id from catalog.product p where p.status = 'published' and p.active and p.id <> all(?::int[])
        and exists (select 1 from catalog.product_shop ps where ps.product_id = p.id and ps.shop_uuid = ?)
        order by p.id limit 2`,
      [`{${before.join(',')}}`, shopUuid],
    );
    // Anyone can place a pending order: it must not push a product up the bestsellers.
    await insertOrderOf(server, {
      shopUuid,
      status: OrderStatus.PENDING,
      productId: pending?.id ?? 0,
      quantity: 9000,
    });
    await insertOrderOf(server, {
      shopUuid,
      status: OrderStatus.CONFIRMED,
      productId: confirmed?.id ?? 0,
      quantity: 5000,
    });
    const today = clock;
    try {
      // Orders do not move the catalogue revision: the next shop day reads them.
      clock = new Date(today.getTime() + DAY_MS);
      const after = await bestIds();
      expect(after[0]).toBe(confirmed?.id);
      expect(after).not.toContain(pending?.id);
    } finally {
      clock = today;
    }
  });
});

describe('the page cache', () => {
  const MENU = 'query ($code: String!) { storefrontMenuItems(code: $code) { id } }';

  it('answers a slug or menu code that cannot exist without SQL, and never stores a miss', async () => {
    await home('fr');
    statements = [];
    expect(await page('../graphql')).toBeNull();
    expect(await page('Pas-Une-Adresse')).toBeNull();
    expect(dataOf(await server.graphql(MENU, { code: 'Header!' }))).toEqual({ storefrontMenuItems: [] });
    expect(statements).toEqual([]);
    await page('nulle-part');
    await page('nulle-part');
    expect(statements).toHaveLength(2);

    for (let n = 0; n <= CONTENT_CACHE_ENTRIES; n += 1) {
      if (n % 2 === 0) expect(await page(`inconnue-${n}`)).toBeNull();
      else
        expect(dataOf(await server.graphql(MENU, { code: `menu-${n}` }))).toEqual({
          storefrontMenuItems: [],
        });
    }
    statements = [];
    await home('fr');
    // Still cached: only the stock of its cards is read.
    expect(statements).toHaveLength(1);
  });
});

describe('the demo menus, CMS pages and blog', () => {
  const TREE = `query ($code: String!) { storefrontMenuItems(code: $code) { label type href children { label type href } } }`;

  it('leads the header and footer to departments, a brand, the blog and the CMS pages', async () => {
    const header = dataOf(
      await server.graphql<{
        storefrontMenuItems: { label: string; href: string | null; children: { href: string | null }[] }[];
      }>(TREE, { code: 'header' }),
    ).storefrontMenuItems;
    expect(header.map((item) => [item.label, item.href])).toEqual([
      ['Vêtements', '/catalog/category/vetements'],
      ['Téléphonie', '/catalog/category/telephonie'],
      ['Électroménager', '/catalog/category/electromenager'],
      ['Condor', '/catalog/brands/condor'],
      ['Blog', null],
    ]);
    expect(header[4]?.children.map((child) => child.href)).toEqual([
      '/blog/categories/conseils-achat',
      '/blog/categories/mode-tradition',
      '/blog/categories/maison-electromenager',
    ]);
    const footer = dataOf(
      await server.graphql<{
        storefrontMenuItems: { label: string; children: { label: string; href: string | null }[] }[];
      }>(TREE, { code: 'footer' }, { 'accept-language': 'ar' }),
    ).storefrontMenuItems;
    expect(footer[0]).toMatchObject({
      label: 'معلومات',
      children: [
        { label: 'التوصيل والإرجاع', href: '/page/livraison' },
        { label: 'الشروط العامة للبيع', href: '/page/conditions-generales-de-vente' },
      ],
    });
  });

  it('answers a published CMS page in the request language, null for an unknown one', async () => {
    const CMS = 'query ($slug: String!) { cmsPage(slug: $slug) { slug title html updatedAt } }';
    const page = dataOf(
      await server.graphql<{ cmsPage: { title: string; html: string } }>(
        CMS,
        { slug: 'livraison' },
        { 'accept-language': 'en' },
      ),
    ).cmsPage;
    expect(page).toMatchObject({
      title: 'Delivery and returns',
      html: expect.stringContaining('<h2>Delivery times</h2>'),
    });
    expect(dataOf(await server.graphql(CMS, { slug: 'nulle-part' }))).toEqual({ cmsPage: null });
  });

  it('answers a blog post and a blog category with a page of its posts', async () => {
    const POST =
      'query ($slug: String!) { blogPost(slug: $slug) { slug title html thumbnailUrl createdAt categories { slug name description } } }';
    const post = dataOf(
      await server.graphql<{ blogPost: Record<string, unknown> }>(POST, { slug: 'paiement-a-la-livraison' }),
    ).blogPost;
    expect(post).toMatchObject({
      title: 'Payer à la livraison : comment ça marche chez nous',
      thumbnailUrl: expect.stringMatching(/product-page-large\.webp$/),
      categories: [
        {
          slug: 'conseils-achat',
          name: "Conseils d'achat",
          description: expect.stringContaining('Nos conseils'),
        },
      ],
    });
    const CATEGORY = `query ($slug: String!, $page: Int, $pageSize: Int) { blogCategory(slug: $slug, page: $page, pageSize: $pageSize) {
      category { slug name } posts { slug } total page pageSize } }`;
    const first = dataOf(
      await server.graphql<{ blogCategory: { posts: { slug: string }[]; total: number } }>(CATEGORY, {
        slug: 'conseils-achat',
      }),
    ).blogCategory;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(first.posts.map((p) => p.slug)).toEqual([
      'preparer-l-aid',
      'paiement-a-la-livraison',
      'smartphone-criteres',
    ]);
    expect(refusalOf(await server.graphql(CATEGORY, { slug: 'conseils-achat', pageSize: 7 })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(dataOf(await server.graphql(CATEGORY, { slug: 'inconnue' }))).toEqual({ blogCategory: null });
  });
});

describe('the theme', () => {
  const THEME =
    '{ theme { colorBrand colorPrimary colorSecondary colorWarning colorDanger colorSuccess colorInfo colorText colorHeading colorGrey1 } }';

  it('has the spec defaults, served as a revalidated stylesheet', async () => {
    expect(dataOf(await server.graphql(THEME))).toEqual({ theme: THEME_DEFAULTS });
    const response = await server.get('/theme.css');
    const css = await response.text();
    expect([
      response.status,
      response.headers.get('content-type'),
      response.headers.get('cache-control'),
    ]).toEqual([200, 'text/css; charset=utf-8', 'no-cache']);
    expect(css).toBe(
      ':root{--color-brand:#000000;--color-primary:#820869;--color-secondary:#180882;--color-warning:#F54705;--color-danger:#DC2107;--color-success:#05BC77;--color-info:#0A2FA8;--color-text:#4f5d77;--color-heading:#222222;--color-grey-1:#1a1a1a;}',
    );
    const etag = response.headers.get('etag') ?? '';
    expect((await server.get('/theme.css', { 'if-none-match': etag })).status).toBe(304);
    expect((await server.get('/theme.css?shop=00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('shows a saved colour on the next load, refuses a colour that is not hex, and resets to the defaults', async () => {
    const SAVE = `mutation ($shopUuid: ID!, $input: ThemeVariablesInput!) { saveThemeVariables(shopUuid: $shopUuid, input: $input) { colorPrimary colorText } }`;
    const before = (await server.get('/theme.css')).headers.get('etag') ?? '';
    const saved = await admin.graphql(SAVE, { shopUuid, input: { colorPrimary: '#0b6e4f' } });
    expect(dataOf(saved)).toEqual({ saveThemeVariables: { colorPrimary: '#0b6e4f', colorText: '#4f5d77' } });
    const after = await server.get('/theme.css', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('--color-primary:#0b6e4f;');
    const refused = await admin.graphql(SAVE, { shopUuid, input: { colorText: 'red;}body{display:none' } });
    expect(refusalOf(refused).messageKeys).toEqual({ colorText: ContentMessageKey.THEME_COLOR_INVALID });
    const reset = await admin.graphql(
      `mutation ($shopUuid: ID!) { resetThemeVariables(shopUuid: $shopUuid) { colorPrimary } }`,
      { shopUuid },
    );
    expect(dataOf(reset)).toEqual({ resetThemeVariables: { colorPrimary: '#820869' } });
    expect(dataOf(await server.graphql(THEME))).toEqual({ theme: THEME_DEFAULTS });
  });
});
