/**
 * The public GraphQL reads: `products` (server-side filters in TTC centimes, sort, pages of the
 * allowed sizes), `productFilters`, `productPage` and `crossSelling`, for the default shop.
 */
import { priceTtc } from '@tijara/schema';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { sql } from './helpers/catalog-admin-fixtures';
import { addStockDirect, demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let cat: StorefrontCatalogue;

beforeAll(async () => {
  server = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
  cat = await createStorefrontCatalogue(server);
  // robe-01 in stock in the shop's default warehouse, every combination (the card says available).
  const { central } = await demoWarehouses(server);
  const robe = cat.bySlug.get('robe-01');
  const combinations = await sql<{ id: number }>(server, 'select id from combination where product_id = ?', [
    robe?.id,
  ]);
  for (const { id } of combinations) {
    await addStockDirect(server, {
      warehouseId: central,
      productId: robe?.id ?? 0,
      combinationId: id,
      quantity: 3,
    });
  }
});
afterAll(() => server.close());

interface Page {
  products: { totalCount: number; page: number; pageSize: number; items: { slug: string; name: string }[] };
}

async function products(args: string, headers: Record<string, string> = {}) {
  const answer = await server.graphql<Page>(
    `{ products${args ? `(${args})` : ''} { totalCount page pageSize items { slug name } } }`,
    undefined,
    headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.products ?? { totalCount: -1, page: 0, pageSize: 0, items: [] };
}

const slugs = async (args: string) => (await products(args)).items.map((item) => item.slug);
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);

describe('products', () => {
  it('pages every product the shop shows, 12 by default, newest first', async () => {
    const first = await products('');
    expect([first.totalCount, first.page, first.pageSize]).toEqual([cat.visible.length, 1, 12]);
    expect(first.items.map((i) => i.slug)).toEqual(cat.visible.slice(0, 12).map((p) => p.slug));
    const last = await products('page: 3');
    expect(last.items.map((i) => i.slug)).toEqual(cat.visible.slice(24).map((p) => p.slug));
  });

  it('gives a card with clean names, TTC prices and the request language', async () => {
    const answer = await server.graphql<{ products: { items: Record<string, unknown>[] } }>(
      `{ products(filter: { categorySlug: "robes" }, pageSize: 12) { items {
          id uuid slug name priceHt priceTtc priceAfterPromotion featured onSale
          mainCategory { slug name } brand { name logoUrl } brandLine { name } tags { slug name }
          features { type typeLabel value } } } }`,
      undefined,
      { 'accept-language': 'ar' },
    );
    expect(answer.errors).toBeUndefined();
    const robe = cat.bySlug.get('robe-01');
    expect(answer.data?.products.items[0]).toEqual({
      id: robe?.id,
      uuid: robe?.uuid,
      slug: 'robe-01',
      name: 'فستان 1',
      priceHt: 210_000,
      priceTtc: priceTtc(210_000, 1900),
      priceAfterPromotion: null,
      featured: false,
      onSale: false,
      mainCategory: { slug: 'robes', name: 'فساتين' },
      brand: { name: "Tissage d'Alger", logoUrl: '/media/brands/tissage-alger/small-product.webp' },
      brandLine: null,
      tags: [{ slug: 'nouveaute', name: 'جديد' }],
      features: [{ type: 'material', typeLabel: 'المادة', value: 'قطن' }],
    });
    // Images and combinations through the product page: inside a listing, lists in lists exceed
    // the query complexity budget (graphql/limits.ts counts every list as 10 items).
    const detail = await server.graphql<{ productPage: { product: Record<string, unknown[]> } }>(
      `{ productPage(slug: "robe-01") { product {
          images { isDefault sizes { size url } }
          combinations { label isDefault priceTtc available values { type typeLabel value color } } } } }`,
      undefined,
      { 'accept-language': 'ar' },
    );
    expect(detail.errors).toBeUndefined();
    const product = detail.data?.productPage.product;
    expect(product?.['images']?.[0]).toEqual({
      isDefault: true,
      sizes: [
        { size: 'GRID_DISPLAY', url: '/media/products/robe-01/0/grid-display.webp' },
        { size: 'SMALL_PRODUCT', url: '/media/products/robe-01/0/small-product.webp' },
        { size: 'PRODUCT_PAGE_LARGE', url: '/media/products/robe-01/0/product-page-large.webp' },
      ],
    });
    expect(product?.['combinations']?.[2]).toEqual({
      label: 'L - أزرق',
      isDefault: false,
      priceTtc: priceTtc(210_500, 1900),
      available: true,
      values: [
        { type: 'size', typeLabel: 'مقاس', value: 'L', color: null },
        { type: 'color', typeLabel: 'لون', value: 'أزرق', color: '#1565C0' },
      ],
    });
  });

  it('accepts a whole card with its images and combinations on the largest page (one statement builds it)', async () => {
    const answer = await server.graphql<{
      products: {
        items: { images: { sizes: { size: string }[] }[]; combinations: { values: unknown[] }[] }[];
      };
    }>(
      `{ products(pageSize: 200) { items { name images { isDefault sizes { size url } }
          combinations { label priceTtc available values { type value } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const items = answer.data?.products.items ?? [];
    expect(items).toHaveLength(cat.visible.length);
    expect(items.some((item) => item.images.some((image) => image.sizes.length === 3))).toBe(true);
    expect(items.some((item) => item.combinations.some((c) => c.values.length > 0))).toBe(true);
  });

  it('filters by category, brands, brand lines, collection, featured, on sale and text', async () => {
    expect(await slugs('filter: { categorySlug: "vetements", search: "chemise" }')).toEqual(
      range('chemise', 1, 4),
    );
    expect(await slugs(`filter: { categoryId: ${cat.category.shirts.id} }`)).toEqual(range('chemise', 1, 4));
    expect(await slugs(`filter: { brandIds: [${cat.brand.condor.id}], featured: true }`)).toEqual(
      range('telephone', 1, 3),
    );
    expect(await slugs(`filter: { brandLineIds: [${cat.line.froid.id}] }`)).toEqual(range('frigo', 1, 4));
    expect(await slugs(`filter: { collectionId: ${cat.collection.ramadan.id} }`)).toEqual(
      range('robe', 1, 4),
    );
    expect(await slugs('filter: { onSale: true }')).toEqual(['telephone-04']);
    expect(await slugs('filter: { search: "cachée" }')).toEqual([]);
  });

  it('filters by features, attributes and a TTC price range, and sorts by TTC', async () => {
    const dresses = 'categorySlug: "robes"';
    expect(await slugs(`filter: { ${dresses}, features: [{ type: "material", values: ["Lin"] }] }`)).toEqual(
      range('robe', 6, 10),
    );
    const red = `attributes: [{ type: "color", values: ["أحمر"] }]`;
    expect(await slugs(`filter: { ${dresses}, ${red} }`)).toEqual([
      'robe-02',
      'robe-04',
      'robe-06',
      'robe-08',
      'robe-10',
    ]);
    const [min, max] = [priceTtc(220_000, 1900), priceTtc(250_000, 1900)];
    expect(await slugs(`filter: { ${dresses}, priceMin: ${min}, priceMax: ${max} }`)).toEqual(
      range('robe', 2, 5),
    );
    // HT order and TTC order differ: the refrigerators are taxed 9 %, the phones 19 %.
    const ttc = [...cat.visible]
      .map((p) => ({ slug: p.slug, ttc: priceTtc(p.priceHt, p.taxRateBp), id: p.id }))
      .sort((a, b) => b.ttc - a.ttc || b.id - a.id)
      .map((p) => p.slug);
    expect(await slugs('sort: PRICE_DESC, pageSize: 50')).toEqual(ttc);
  });

  it('refuses other page sizes, pages below 1 and unknown categories', async () => {
    const bad = async (args: string) =>
      (await server.graphql(`{ products(${args}) { totalCount } }`)).errors?.[0];
    expect((await bad('pageSize: 13'))?.extensions).toEqual(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        fieldErrors: { pageSize: ['must be one of 12, 24, 50, 100, 200'] },
      }),
    );
    expect((await bad('page: 0'))?.extensions.fieldErrors).toEqual({ page: expect.any(Array) });
    expect((await bad('filter: { priceMin: 500, priceMax: 100 }'))?.extensions.fieldErrors).toEqual({
      'filter.priceMax': expect.any(Array),
    });
    expect((await bad('filter: { categorySlug: "archives" }'))?.extensions.code).toBe('NOT_FOUND');
    expect((await bad('filter: { categoryId: 0 }'))?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('filter data, product page and cross-selling', () => {
  it('gives the filter data of a whole listing, with the TTC price range', async () => {
    const answer = await server.graphql<{ productFilters: Record<string, unknown> }>(
      `{ productFilters(filter: { categorySlug: "telephones", brandLineIds: [1] }) {
          brands { slug name } subCategories { slug name } brandLines { slug name }
          features { type label values } attributes { type label values } priceRange { min max } } }`,
    );
    expect(answer.data?.productFilters).toEqual({
      brands: [{ slug: 'condor', name: 'Condor' }],
      subCategories: [{ slug: 'telephones', name: 'Téléphones' }],
      brandLines: [{ slug: 'allure', name: 'Allure' }],
      features: [{ type: 'screen', label: 'Écran', values: ['6,5 pouces', '6,7 pouces'] }],
      attributes: [
        { type: 'color', label: 'Couleur', values: ['Bleu'] },
        { type: 'storage', label: 'Stockage', values: ['64 Go', '128 Go', '256 Go'] },
      ],
      priceRange: { min: priceTtc(2_600_000, 1900), max: priceTtc(3_300_000, 1900) },
    });
  });

  it('gives the product page with texts, pack, reviews and shop', async () => {
    const answer = await server.graphql<{ productPage: Record<string, unknown> }>(
      `{ productPage(slug: "pack-rentree") { product { slug name } shortDescription
          pack { mode items { name quantity combinationLabel thumbUrl choices { label } } }
          reviews { author } shop { uuid activeAddToCart } } }`,
    );
    expect(answer.data?.productPage).toEqual({
      product: { slug: 'pack-rentree', name: 'Pack rentrée' },
      shortDescription: '<p>Pack rentrée court</p>',
      pack: {
        mode: 'strict',
        items: [
          {
            name: 'Robe 1',
            quantity: 1,
            combinationLabel: 'S - Bleu',
            thumbUrl: '/media/products/robe-01/0/small-product.webp',
            choices: [{ label: 'S - Bleu' }],
          },
          {
            name: 'Téléphone 1',
            quantity: 2,
            combinationLabel: '64 Go',
            thumbUrl: '/media/products/telephone-01/0/small-product.webp',
            choices: [{ label: '64 Go' }],
          },
        ],
      },
      reviews: [],
      shop: { uuid: cat.shopUuid, activeAddToCart: true },
    });
    const reviews = await server.graphql<{
      productPage: { reviews: { author: string; imageUrl: string | null }[] };
    }>('{ productPage(slug: "robe-01") { reviews { author rating text imageUrl } } }');
    expect(reviews.data?.productPage.reviews.map((r) => [r.author, r.imageUrl])).toEqual([
      ['Karim', null],
      ['Amina', '/media/reviews/amina/small-product.webp'],
    ]);
    const missing = await server.graphql('{ productPage(slug: "robe-brouillon") { shortDescription } }');
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("gives cross-selling around the product's own brand and category", async () => {
    const robe = cat.bySlug.get('robe-05');
    const answer = await server.graphql<{ crossSelling: Record<string, { slug: string }[]> }>(
      `{ crossSelling(productUuid: "${robe?.uuid}") { related { slug } sameBrand { slug } sameCategory { slug } newProducts { slug } } }`,
    );
    const groups = answer.data?.crossSelling ?? {};
    expect(groups['sameCategory']?.map((p) => p.slug)).toEqual([
      'robe-04',
      'robe-06',
      'robe-03',
      'robe-07',
      'robe-02',
      'robe-08',
      'robe-01',
      'robe-09',
    ]);
    expect(groups['sameBrand']?.map((p) => p.slug).slice(0, 2)).toEqual(['robe-04', 'robe-06']);
    expect(
      Object.values(groups)
        .flat()
        .some((p) => p.slug === 'robe-05'),
    ).toBe(false);
    const bad = await server.graphql('{ crossSelling(productUuid: "robe-05") { related { slug } } }');
    expect(bad.errors?.[0]?.extensions.fieldErrors).toEqual({ productUuid: ['must be a uuid'] });
  });
});
