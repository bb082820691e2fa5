/**
 * Storefront listings over HTTP on a fixture catalogue: the legacy shapes with every field, the
 * locale, the scopes (category with its sub-categories, brand, brand line, collection, featured,
 * new), what the public never sees, and 400/404 answers.
 */
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let cat: StorefrontCatalogue;

beforeAll(async () => {
  server = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
  cat = await createStorefrontCatalogue(server);
});
afterAll(() => server.close());

interface LegacyProduct {
  slug: string;
  name: string;
  [field: string]: unknown;
}

interface Listing {
  products: LegacyProduct[];
  filterData: Record<string, unknown>;
  totalCount?: number;
}

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await server.get(path, { authorization: `Bearer ${cat.token}`, ...headers });
  return { status: response.status, body: (await response.json()) as Listing, headers: response.headers };
}

async function slugsOf(path: string, headers: Record<string, string> = {}): Promise<string[]> {
  const { status, body } = await call(path, headers);
  expect(status).toBe(200);
  return body.products.map((p) => p.slug);
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);

const size = (url: string) => ({
  size: expect.any(String),
  displayUrl: url,
  url,
  isThumb: expect.any(Boolean),
});

describe('legacy listing shapes', () => {
  it('answers a category listing with every field of a product, in French by default', async () => {
    const { status, body, headers } = await call('/web/public/api/category/products/robes');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['filterData', 'products']);
    expect(headers.get('cache-control')).toBe('private, no-cache');
    const robe1 = cat.bySlug.get('robe-01');
    const image = (n: number, thumb: boolean) => ({
      id: expect.any(Number),
      isThumb: thumb,
      displayUrl: `/media/products/robe-01/${n}/grid-display.webp`,
      sizes: ['grid-display', 'small-product', 'product-page-large'].map((s) => ({
        ...size(`/media/products/robe-01/${n}/${s}.webp`),
        size: s.toUpperCase().replace(/-/g, '_'),
        isThumb: thumb,
      })),
    });
    const blue = {
      type: 'color',
      type_label: 'Couleur',
      value: 'Bleu',
      color: '#1565C0',
      valueLangs: [
        { lang: 'fr', value: 'Bleu' },
        { lang: 'en', value: 'Blue' },
        { lang: 'ar', value: 'أزرق' },
      ],
    };
    const combination = (sizeCode: string, centimes: number, isDefault: boolean) => ({
      id: expect.any(Number),
      isDefault,
      priceHt: centimes / 100,
      priceHtCentimes: centimes,
      priceTtc: Math.round(centimes * 1.19) / 100,
      priceTtcCentimes: Math.round(centimes * 1.19),
      priceAfterPromotion: null,
      available: true,
      displayName: `${sizeCode} - Bleu`,
      values: [
        {
          type: 'size',
          type_label: 'Taille',
          value: sizeCode,
          valueLangs: [{ lang: 'fr', value: sizeCode }],
        },
        blue,
      ],
      combinationLangsRead: [
        { languageCode: 'fr', name: `${sizeCode} - Bleu` },
        { languageCode: 'en', name: `${sizeCode} - Blue` },
        { languageCode: 'ar', name: `${sizeCode} - أزرق` },
      ],
      images: isDefault ? [image(0, true)] : [],
    });
    const texts = (languageCode: string, name: string) => ({
      languageCode,
      name,
      shortDescription: `<p>${name} court</p>`,
      longDescription: `<p>${name} long</p>`,
    });
    expect(body.products[0]).toEqual({
      id: robe1?.id,
      uid: robe1?.uuid,
      slug: 'robe-01',
      name: 'Robe 1',
      priceHt: 2100,
      priceHtCentimes: 210_000,
      priceTtc: 2499,
      priceTtcCentimes: 249_900,
      productPriceAfterPromotion: null,
      promotionRead: null,
      featured: false,
      onSale: false,
      packMode: null,
      tagsRead: [{ name: 'Nouveauté' }],
      mainCategoryRead: {
        slug: 'robes',
        name: 'Robes',
        uuid: cat.category.dresses.uuid,
        langs: [
          { locale: 'fr', name: 'Robes' },
          { locale: 'en', name: 'Dresses' },
          { locale: 'ar', name: 'فساتين' },
        ],
      },
      brandRead: {
        name: "Tissage d'Alger",
        slug: 'tissage-alger',
        logo: '/media/brands/tissage-alger/small-product.webp',
        uuid: cat.brand.tissage.uuid,
      },
      brandLineRead: null,
      imagesIdsAndSizes: [image(0, true), image(1, false)],
      gridDisplayImagesForWeb: {
        thumb: '/media/products/robe-01/0/grid-display.webp',
        secondImage: '/media/products/robe-01/1/grid-display.webp',
      },
      productLangsRead: [texts('fr', 'Robe 1'), texts('en', 'Dress 1'), texts('ar', 'فستان 1')],
      productLangsReadTransaction: [
        { languageCode: 'fr', name: 'Robe 1' },
        { languageCode: 'en', name: 'Dress 1' },
        { languageCode: 'ar', name: 'فستان 1' },
      ],
      featureValuesRead: [
        {
          id: expect.any(Number),
          type: 'material',
          value: 'Coton',
          typeLabel: [
            { lang: 'fr', label: 'Matière' },
            { lang: 'ar', label: 'المادة' },
          ],
          locale: [
            { lang: 'fr', value: 'Coton' },
            { lang: 'ar', value: 'قطن' },
          ],
        },
      ],
      combinationsMini: [
        combination('S', 210_000, true),
        combination('M', 210_000, false),
        combination('L', 210_500, false),
      ],
      productsInPackSerialized: [],
      strictPackCombinations: [],
      availableCombinationsByProduct: {},
    });
  });

  it('lists a category with its sub-categories, newest first, and gives its filter data', async () => {
    const { body } = await call('/web/public/api/category/products/vetements');
    const slugs = body.products.map((p) => p.slug);
    expect(slugs).toEqual([...range('robe', 1, 10), ...range('chemise', 1, 4), 'pack-rentree', 'pack-libre']);
    expect(body.filterData).toEqual({
      brands: ["Tissage d'Alger"],
      subCategories: ['Vêtements', 'Robes', 'Chemises'],
      brandlines: [],
      features: { material: ['Coton', 'Lin'] },
      featureLabels: { material: 'Matière' },
      attributes: [
        expect.objectContaining({ label: 'size', labelTrans: 'Taille', data: ['S', 'M', 'L'] }),
        expect.objectContaining({ label: 'color', labelTrans: 'Couleur', data: ['Rouge', 'Bleu'] }),
      ],
      priceRange: { min: 1600, max: 27_000 },
      priceRangeTtcCentimes: { min: 190_400, max: 3_213_000 },
    });
    const filters = await call('/web/public/api/category/filters/vetements');
    expect(filters.body).toEqual({ filterData: body.filterData });
  });

  it('names products, categories, values and facets in the Accept-Language locale, French when missing', async () => {
    const { body } = await call('/web/public/api/category/products/robes', {
      'Accept-Language': 'ar-DZ,ar;q=0.9',
    });
    const [first, second] = body.products;
    expect([first?.name, second?.name]).toEqual(['فستان 1', 'Robe 2']);
    expect(first?.mainCategoryRead).toEqual(expect.objectContaining({ name: 'فساتين' }));
    expect((first?.combinationsMini as { displayName: string }[])[0]?.displayName).toBe('S - أزرق');
    expect(body.filterData['subCategories']).toEqual(['فساتين']);
    expect(body.filterData['features']).toEqual({ material: ['قطن', 'كتان'] });
    const english = await call('/web/public/api/category/products/robes', { 'Accept-Language': 'en' });
    expect(english.body.products[1]?.name).toBe('Dress 2');
  });
});

describe('listing scopes', () => {
  it('lists a brand, a brand line, a collection, featured and new products, by slug, id or uuid', async () => {
    const phones = range('telephone', 1, 8);
    expect(await slugsOf('/web/public/api/brand/products/condor')).toEqual(phones);
    expect(await slugsOf(`/web/public/api/brand/products/${cat.brand.condor.id}`)).toEqual(phones);
    expect(await slugsOf(`/web/public/api/brandLine/products/${cat.line.allure.uuid}`)).toEqual(
      phones.slice(0, 5),
    );
    expect(await slugsOf('/web/public/api/collection/products/ramadan')).toEqual(range('robe', 1, 4));
    expect(await slugsOf('/web/public/api/featured/products')).toEqual(phones.slice(0, 3));
    // The refrigerators were created 120 days ago: not new.
    expect(await slugsOf('/web/public/api/new/products')).toEqual(
      cat.visible.map((p) => p.slug).filter((slug) => !slug.startsWith('frigo')),
    );
  });

  it('never shows draft, archived, switched-off, or other shops’ products', async () => {
    const hidden = cat.hidden.map((p) => p.slug);
    const everything = [
      ...(await slugsOf('/web/public/api/category/products/robes')),
      ...(await slugsOf('/web/public/api/new/products')),
      ...(await slugsOf('/web/public/api/brand/products/tissage-alger?q=cach')),
    ];
    expect(everything.filter((slug) => hidden.includes(slug))).toEqual([]);
    const other = await server.get('/web/public/api/category/products/robes', {
      authorization: `Bearer ${cat.otherShopToken}`,
    });
    expect(((await other.json()) as Listing).products.map((p) => p.slug)).toEqual(['robe-autre-boutique']);
  });

  it('answers 404 for unknown or inactive categories, brands, collections and for promotions', async () => {
    for (const path of [
      '/web/public/api/category/products/archives',
      '/web/public/api/category/products/inconnue',
      '/web/public/api/category/products/99999',
      '/web/public/api/brand/products/ancienne',
      '/web/public/api/collection/products/hiver',
      '/web/public/api/collection/filters/hiver',
      '/web/public/api/promotions/products/12',
      '/web/public/api/brandLine/products/00000000-0000-4000-8000-000000000000',
    ]) {
      const { status, body } = await call(path);
      expect([path, status, (body as unknown as { success: boolean }).success]).toEqual([path, 404, false]);
    }
  });

  it('answers 400 naming the field for a malformed identifier and 401 without the token', async () => {
    const bad = await call('/web/public/api/category/products/-robes');
    expect([bad.status, bad.body]).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Invalid category',
        errors: { category: ['must be an id, a uuid or a slug'] },
      },
    ]);
    expect((await call('/web/public/api/promotions/products/0')).status).toBe(400);
    expect((await server.get('/web/public/api/featured/products')).status).toBe(401);
  });
});
