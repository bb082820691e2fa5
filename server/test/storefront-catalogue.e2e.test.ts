/**
 * The storefront catalogue reads added for the shop window: listing scopes by slug, new arrivals and
 * sub-categories; facet counts under the other active filters; listing heads (catalogPage) and the
 * header menu; stock on cards (inStock, available, packs from their components, the default
 * warehouse only); isNew; and the pixel size of every image variant.
 */
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { sql } from './helpers/catalog-admin-fixtures';
import { addStockDirect, demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let cat: StorefrontCatalogue;
let warehouses: DemoWarehouses;

beforeAll(async () => {
  server = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
  cat = await createStorefrontCatalogue(server);
  warehouses = await demoWarehouses(server);
});
afterAll(() => server.close());

async function data<T>(query: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await server.graphql<T>(query, undefined, headers);
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data;
}

async function slugs(filter: string): Promise<string[]> {
  const answer = await data<{ products: { items: { slug: string }[] } }>(
    `{ products(filter: { ${filter} }, pageSize: 50) { items { slug } } }`,
  );
  return answer.products.items.map((item) => item.slug);
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);

async function combinationIds(slug: string): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    server,
    'select c.id from combination c join product p on p.id = c.product_id where p.slug = ? order by c.position, c.id',
    [slug],
  );
  return rows.map((row) => row.id);
}

function productId(slug: string): number {
  const product = cat.bySlug.get(slug);
  if (!product) throw new Error(`no ${slug}`);
  return product.id;
}

describe('listing scopes and narrowing', () => {
  it('lists a brand, a brand line and a collection named by slug', async () => {
    expect(await slugs('brandSlug: "condor"')).toEqual(range('telephone', 1, 8));
    expect(await slugs('brandLineSlug: "allure"')).toEqual(range('telephone', 1, 5));
    expect(await slugs('collectionSlug: "ramadan"')).toEqual(range('robe', 1, 4));
  });

  it('answers NOT_FOUND for an unknown or inactive scope slug', async () => {
    for (const filter of ['brandSlug: "inconnue"', 'brandSlug: "ancienne"', 'collectionSlug: "hiver"']) {
      const answer = await server.graphql(`{ products(filter: { ${filter} }) { totalCount } }`);
      expect([filter, answer.errors?.[0]?.extensions?.['code']]).toEqual([filter, 'NOT_FOUND']);
    }
  });

  it('lists new arrivals (the last 90 days) and narrows by sub-category', async () => {
    const recent = await slugs('newArrivals: true');
    expect(recent).toHaveLength(cat.visible.length - 4);
    expect(recent.some((slug) => slug.startsWith('frigo'))).toBe(false);
    const shirts = cat.category.shirts.id;
    expect(await slugs(`categorySlug: "vetements", subCategoryIds: [${shirts}]`)).toEqual(
      range('chemise', 1, 4),
    );
  });
});

interface Facets {
  productFilters: {
    brands: { slug: string; count: number }[];
    subCategories: { slug: string; count: number }[];
    features: { type: string; values: string[]; options: { value: string; count: number }[] }[];
    attributes: { type: string; options: { value: string; count: number }[] }[];
    priceRange: { min: number; max: number } | null;
  };
}

const FACETS = `brands { slug count } subCategories { slug count }
  features { type values options { value count } } attributes { type options { value count } } priceRange { min max }`;

describe('facet counts', () => {
  it('counts each option under the other active filters, keeping every option of the scope', async () => {
    const { brands, subCategories, features, attributes } = (
      await data<Facets>(`{ productFilters(filter: { categorySlug: "vetements", brandIds: [${cat.brand.tissage.id}],
          features: [{ type: "material", values: ["Lin"] }] }) { ${FACETS} } }`)
    ).productFilters;
    // Brands: under "material = Lin" only (their own filter left out): robes 6 to 10.
    expect(brands).toEqual([{ slug: 'tissage-alger', count: 5 }]);
    // Shirts are all cotton: no match under the other filters, listed at 0 (shown disabled).
    expect(subCategories).toEqual(
      expect.arrayContaining([
        { slug: 'robes', count: 5 },
        { slug: 'chemises', count: 0 },
        { slug: 'vetements', count: 0 },
      ]),
    );
    // Material: under the brand only (its own filter left out): cotton robes 1-5 and 4 shirts, linen robes 6-10.
    expect(features.find((f) => f.type === 'material')?.options).toEqual([
      { value: 'Coton', count: 9 },
      { value: 'Lin', count: 5 },
    ]);
    const colours = attributes.find((a) => a.type === 'color')?.options;
    expect(colours).toEqual([
      { value: 'Rouge', count: 3 },
      { value: 'Bleu', count: 2 },
    ]);
  });

  it('counts in the request language, the values and options in the same order', async () => {
    const { features } = (
      await data<Facets>(`{ productFilters(filter: { categorySlug: "robes" }) { ${FACETS} } }`, {
        'accept-language': 'ar',
      })
    ).productFilters;
    const material = features.find((f) => f.type === 'material');
    expect(material?.options).toEqual([
      { value: 'قطن', count: 5 },
      { value: 'كتان', count: 5 },
    ]);
    expect(material?.values).toEqual(material?.options.map((o) => o.value));
  });

  it('keeps the price range of the scope whatever the filters', async () => {
    const whole = (await data<Facets>(`{ productFilters(filter: { categorySlug: "robes" }) { ${FACETS} } }`))
      .productFilters;
    const narrowed = (
      await data<Facets>(`{ productFilters(filter: { categorySlug: "robes", priceMax: 0 }) { ${FACETS} } }`)
    ).productFilters;
    expect(narrowed.priceRange).toEqual(whole.priceRange);
    expect(narrowed.brands).toEqual([{ slug: 'tissage-alger', count: 0 }]);
  });
});

interface Head {
  catalogPage: {
    kind: string;
    slug: string;
    name: string;
    description: string;
    imageUrl: string | null;
    seoTitle: string;
    seoDescription: string;
    breadcrumbs: { slug: string; name: string }[];
    endsAt: string | null;
  } | null;
}

const HEAD = 'kind slug name description imageUrl seoTitle seoDescription breadcrumbs { slug name } endsAt';
const page = (kind: string, slug: string, headers: Record<string, string> = {}) =>
  data<Head>(`{ catalogPage(kind: ${kind}, slug: "${slug}") { ${HEAD} } }`, headers);

describe('catalogPage', () => {
  it('heads a category with its breadcrumbs, root first, in the request language', async () => {
    await sql(server, `update category set descriptions = ? where slug = 'robes'`, [
      JSON.stringify({ fr: '<p>Robes <b>légères</b> &amp; longues</p>' }),
    ]);
    const { catalogPage } = await page('CATEGORY', 'robes', { 'accept-language': 'ar' });
    expect(catalogPage).toMatchObject({
      kind: 'CATEGORY',
      slug: 'robes',
      name: 'فساتين',
      description: 'Robes légères & longues',
      seoTitle: 'فساتين',
      seoDescription: 'Robes légères & longues',
      breadcrumbs: [
        { slug: 'vetements', name: 'ملابس' },
        { slug: 'robes', name: 'فساتين' },
      ],
      endsAt: null,
    });
  });

  it('heads a brand, a brand line and a collection', async () => {
    expect((await page('BRAND', 'condor')).catalogPage).toMatchObject({
      name: 'Condor',
      imageUrl: '/media/brands/condor/small-product.webp',
      breadcrumbs: [],
    });
    expect((await page('BRAND_LINE', 'allure')).catalogPage).toMatchObject({
      name: 'Allure',
      description: '',
    });
    expect((await page('COLLECTION', 'ramadan', { 'accept-language': 'ar' })).catalogPage?.name).toBe(
      'رمضان',
    );
  });

  it('answers null for an unknown, inactive or malformed slug, and for no running promotion', async () => {
    for (const [kind, slug] of [
      ['CATEGORY', 'inconnue'],
      ['CATEGORY', 'archives'],
      ['BRAND', 'ancienne'],
      ['COLLECTION', 'hiver'],
      ['BRAND_LINE', 'a b'],
      ['PROMOTION', '999999'],
      ['PROMOTION', 'soldes'],
    ] as const) {
      expect([kind, slug, (await page(kind, slug)).catalogPage]).toEqual([kind, slug, null]);
    }
  });
});

describe('storefrontMenu', () => {
  it('lists the active categories with the products shown in them and below, and the active brands', async () => {
    const { storefrontMenu } = await data<{
      storefrontMenu: {
        categories: { slug: string; name: string; parentId: number | null; productCount: number }[];
        brands: { slug: string; logoUrl: string | null }[];
      };
    }>('{ storefrontMenu { categories { slug name parentId productCount } brands { slug logoUrl } } }');
    const bySlug = new Map(storefrontMenu.categories.map((c) => [c.slug, c]));
    expect(bySlug.get('vetements')).toEqual({
      slug: 'vetements',
      name: 'Vêtements',
      parentId: null,
      productCount: 16,
    });
    expect(bySlug.get('robes')).toMatchObject({ parentId: cat.category.clothing.id, productCount: 10 });
    expect(bySlug.get('lot')?.productCount).toBe(0);
    expect(bySlug.has('archives')).toBe(false);
    const brands = storefrontMenu.brands.map((b) => b.slug);
    expect(brands).toEqual(expect.arrayContaining(['condor', 'iris', 'tissage-alger']));
    expect(brands).not.toContain('ancienne');
  });
});

interface Card {
  slug: string;
  inStock: boolean;
  isNew: boolean;
  combinations: { id: number; available: boolean }[];
}

async function card(slug: string): Promise<Card> {
  const answer = await data<{ productPage: { product: Card } }>(
    `{ productPage(slug: "${slug}") { product { slug inStock isNew combinations { id available } } } }`,
  );
  return answer.productPage.product;
}

describe('stock on cards', () => {
  it('follows stock moves in the default warehouse, without a catalogue write', async () => {
    const [first, second] = await combinationIds('telephone-02');
    const phone = productId('telephone-02');
    expect(await card('telephone-02')).toMatchObject({ inStock: false });
    await addStockDirect(server, {
      warehouseId: warehouses.central,
      productId: phone,
      combinationId: second,
      quantity: 2,
    });
    const stocked = await card('telephone-02');
    expect(stocked.inStock).toBe(true);
    expect(stocked.combinations.map((c) => [c.id, c.available])).toEqual([
      [first, false],
      [second, true],
      [expect.any(Number), false],
    ]);
    await addStockDirect(server, {
      warehouseId: warehouses.central,
      productId: phone,
      combinationId: second,
      quantity: -2,
    });
    expect((await card('telephone-02')).inStock).toBe(false);
  });

  it("ignores units in another of the shop's warehouses (web orders reserve from the default one)", async () => {
    const [first] = await combinationIds('telephone-03');
    const phone = productId('telephone-03');
    await addStockDirect(server, {
      warehouseId: warehouses.boutique,
      productId: phone,
      combinationId: first,
      quantity: 5,
    });
    expect((await card('telephone-03')).inStock).toBe(false);
  });

  it('shows the listing cards in stock from the same statement, whatever the page', async () => {
    const [first] = await combinationIds('chemise-03');
    await addStockDirect(server, {
      warehouseId: warehouses.central,
      productId: productId('chemise-03'),
      combinationId: first,
      quantity: 1,
    });
    const answer = await data<{ products: { items: Card[] } }>(
      '{ products(filter: { categorySlug: "chemises" }) { items { slug inStock isNew combinations { id available } } } }',
    );
    expect(answer.products.items.map((item) => [item.slug, item.inStock])).toEqual([
      ['chemise-01', false],
      ['chemise-02', false],
      ['chemise-03', true],
      ['chemise-04', false],
    ]);
  });

  it('makes a strict pack available when every fixed component has its quantity', async () => {
    const [robe] = await combinationIds('robe-01');
    const [phone] = await combinationIds('telephone-01');
    const stock = (slug: string, combinationId: number | undefined, quantity: number) =>
      addStockDirect(server, {
        warehouseId: warehouses.central,
        productId: productId(slug),
        combinationId,
        quantity,
      });
    await stock('robe-01', robe, 1);
    await stock('telephone-01', phone, 1);
    // The phone is in the pack twice over (quantity 2).
    expect((await card('pack-rentree')).inStock).toBe(false);
    await stock('telephone-01', phone, 1);
    expect((await card('pack-rentree')).inStock).toBe(true);
  });

  it("marks a flexible pack's choices from the components' stock", async () => {
    const [shirt] = await combinationIds('chemise-01');
    const [, robeM] = await combinationIds('robe-02');
    const stock = (slug: string, combinationId: number | undefined, quantity: number) =>
      addStockDirect(server, {
        warehouseId: warehouses.central,
        productId: productId(slug),
        combinationId,
        quantity,
      });
    await stock('chemise-01', shirt, 1);
    await stock('robe-02', robeM, 1);
    const query = `{ productPage(slug: "pack-libre") { product { inStock }
        pack { items { slug choices { id available } } } } }`;
    const before = await data<{
      productPage: {
        product: { inStock: boolean };
        pack: { items: { slug: string; choices: { id: number; available: boolean }[] }[] };
      };
    }>(query);
    // robe-02 is needed twice: one unit is not enough.
    expect(before.productPage.product.inStock).toBe(false);
    const robes = before.productPage.pack.items.find((item) => item.slug === 'robe-02');
    expect(robes?.choices.every((choice) => !choice.available)).toBe(true);
    await stock('robe-02', robeM, 1);
    const after = await data<typeof before>(query);
    expect(after.productPage.product.inStock).toBe(true);
    const available = after.productPage.pack.items
      .find((item) => item.slug === 'robe-02')
      ?.choices.filter((choice) => choice.available)
      .map((choice) => choice.id);
    expect(available).toEqual([robeM]);
  });
});

describe('card facts', () => {
  it('says new for products of the last 90 days only', async () => {
    expect((await card('robe-01')).isNew).toBe(true);
    expect((await card('frigo-01')).isNew).toBe(false);
  });

  it('gives every image variant its pixel size (fitted in its box, never enlarged)', async () => {
    const answer = await data<{
      productPage: { product: { images: { sizes: { size: string; width: number; height: number }[] }[] } };
    }>('{ productPage(slug: "robe-01") { product { images { sizes { size width height } } } } }');
    expect(answer.productPage.product.images[0]?.sizes).toEqual([
      { size: 'GRID_DISPLAY', width: 480, height: 480 },
      { size: 'SMALL_PRODUCT', width: 160, height: 160 },
      { size: 'PRODUCT_PAGE_LARGE', width: 800, height: 800 },
    ]);
  });

  it('gives the product page its SEO texts: written ones first, else the name and short description', async () => {
    // Written straight to the table before the page is first read (no revision bump needed).
    await sql(
      server,
      `update product_translation set seo_title = 'Robe bleue d''été' where product_id = ? and locale = 'fr'`,
      [productId('robe-03')],
    );
    const seo = (slug: string) =>
      data<{ productPage: { seoTitle: string; seoDescription: string } }>(
        `{ productPage(slug: "${slug}") { seoTitle seoDescription } }`,
      );
    expect((await seo('robe-03')).productPage).toEqual({
      seoTitle: "Robe bleue d'été",
      seoDescription: 'Robe 3 court',
    });
    const answer = await seo('robe-04');
    expect(answer.productPage).toEqual({ seoTitle: 'Robe 4', seoDescription: 'Robe 4 court' });
  });
});
