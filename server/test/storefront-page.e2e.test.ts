/**
 * The product page (legacy REST) with gallery sizes, combinations, packs and published reviews, and
 * cross-selling, on the fixture catalogue.
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

type Json = Record<string, unknown>;

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await server.get(path, { authorization: `Bearer ${cat.token}`, ...headers });
  return { status: response.status, body: (await response.json()) as Json };
}

async function page(slug: string, headers: Record<string, string> = {}) {
  const { status, body } = await call(`/web/public/api/product/${slug}`, headers);
  expect(status).toBe(200);
  return body as { product: Json; shop: Json };
}

describe('the product page', () => {
  it('gives the product with gallery sizes, combinations, published reviews and the shop', async () => {
    const { product, shop } = await page('robe-01');
    expect(shop).toEqual({ uuid: cat.shopUuid, activeAddToCart: true });
    expect(product['slug']).toBe('robe-01');
    const [first] = product['imagesIdsAndSizes'] as Json[];
    expect(first?.['displayUrl']).toBe('/media/products/robe-01/0/product-page-large.webp');
    expect((first?.['sizes'] as Json[]).map((s) => s['size'])).toEqual([
      'GRID_DISPLAY',
      'SMALL_PRODUCT',
      'PRODUCT_PAGE_LARGE',
    ]);
    expect(product['combinations']).toEqual(product['combinationsMini']);
    expect((product['combinations'] as Json[]).map((c) => [c['displayName'], c['available']])).toEqual([
      ['S - Bleu', true],
      ['M - Bleu', true],
      ['L - Bleu', true],
    ]);
    // Published ones of this shop only, newest first: not the pending one, not another shop's.
    expect(product['reviewsSerialized']).toEqual([
      {
        id: expect.any(Number),
        rating: 4,
        text: '<p>Avis de Karim</p>',
        createdAt: expect.any(String),
        user: 'Karim',
        images: [],
      },
      {
        id: expect.any(Number),
        rating: 5,
        text: '<p>Avis de Amina</p>',
        createdAt: expect.any(String),
        user: 'Amina',
        images: [{ displayUrl: '/media/reviews/amina/small-product.webp' }],
      },
    ]);
  });

  it('finds the product by id and uuid too, and speaks the request language', async () => {
    const robe = cat.bySlug.get('robe-03');
    const byId = await page(String(robe?.id), { 'accept-language': 'ar' });
    const byUuid = await page(robe?.uuid ?? '', { 'accept-language': 'ar' });
    expect([byId.product['name'], byUuid.product['uid']]).toEqual(['فستان 3', robe?.uuid]);
  });

  it('gives a strict pack its fixed combinations', async () => {
    const { product } = await page('pack-rentree');
    const robe = cat.bySlug.get('robe-01');
    const phone = cat.bySlug.get('telephone-01');
    const items = product['productsInPackSerialized'] as Json[];
    expect(items.map((i) => [i['productId'], i['name'], i['quantity'], i['combinationName']])).toEqual([
      [robe?.id, 'Robe 1', 1, 'S - Bleu'],
      [phone?.id, 'Téléphone 1', 2, '64 Go'],
    ]);
    expect(items[0]?.['thumb']).toBe('/media/products/robe-01/0/small-product.webp');
    expect((items[0]?.['combination'] as Json)['displayName']).toBe('S - Bleu');
    expect(product['strictPackCombinations']).toEqual(
      items.map((i) => ({
        productId: i['productId'],
        combinationId: i['combinationId'],
        combinationName: i['combinationName'],
        quantity: i['quantity'],
      })),
    );
    const byProduct = product['availableCombinationsByProduct'] as Record<string, Json[]>;
    expect(Object.keys(byProduct)).toEqual([String(robe?.id), String(phone?.id)]);
    expect(byProduct[String(phone?.id)]?.map((c) => c['displayName'])).toEqual(['64 Go']);
  });

  it('lets the shopper pick every combination of a flexible pack', async () => {
    const { product } = await page('pack-libre');
    const items = product['productsInPackSerialized'] as Json[];
    expect(items.map((i) => [i['combinationId'], (i['combinations'] as Json[]).length])).toEqual([
      [null, 3],
      [null, 3],
    ]);
    expect(product['strictPackCombinations']).toEqual([]);
    const shirt = cat.bySlug.get('chemise-01');
    const byProduct = product['availableCombinationsByProduct'] as Record<string, Json[]>;
    expect(byProduct[String(shirt?.id)]?.map((c) => c['displayName'])).toEqual(['S', 'M', 'L']);
  });

  it('answers 404 for unknown and hidden products, 400 for a malformed slug', async () => {
    for (const slug of ['inconnu', ...cat.hidden.map((p) => p.slug), '2147483648']) {
      expect([slug, (await call(`/web/public/api/product/${slug}`)).status]).toEqual([slug, 404]);
    }
    const bad = await call('/web/public/api/product/a%20b');
    expect([bad.status, bad.body['errors']]).toEqual([400, { slug: ['must be an id, a uuid or a slug'] }]);
  });
});

describe('cross-selling', () => {
  const path = (product: string, brand: string, category: string) =>
    `/web/api/product/cross_selling/${product}/${brand}/${category}`;
  const slugs = (body: Json, group: string) => (body[group] as Json[]).map((p) => p['slug']);

  it('gives related, same-brand, same-category and new products, never the product itself', async () => {
    const robe = cat.bySlug.get('robe-01');
    const { status, body } = await call(
      path(robe?.uuid ?? '', cat.brand.condor.uuid, cat.category.shirts.uuid),
    );
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'relatedProducts',
      'productsFromSameBrand',
      'productsFromSameCategory',
      'newProducts',
    ]);
    // Sharing the tag or the collection first (robe-02..04), then its category by the nearest price.
    expect(slugs(body, 'relatedProducts')).toEqual([
      'robe-02',
      'robe-03',
      'robe-04',
      'robe-05',
      'robe-06',
      'robe-07',
      'robe-08',
      'robe-09',
    ]);
    // The brand and category named in the path, nearest price first (Robe 1 is 2,100 DA HT).
    expect(slugs(body, 'productsFromSameBrand')).toEqual([
      'telephone-01',
      'telephone-02',
      'telephone-03',
      'telephone-04',
      'telephone-05',
      'telephone-06',
      'telephone-07',
      'telephone-08',
    ]);
    expect(slugs(body, 'productsFromSameCategory')).toEqual([
      'chemise-04',
      'chemise-03',
      'chemise-02',
      'chemise-01',
    ]);
    expect(slugs(body, 'newProducts')).toEqual([
      'robe-02',
      'robe-03',
      'robe-04',
      'robe-05',
      'robe-06',
      'robe-07',
      'robe-08',
      'robe-09',
    ]);
    expect((body['newProducts'] as Json[])[0]).toEqual(
      expect.objectContaining({ name: 'Robe 2', combinationsMini: expect.any(Array) }),
    );
  });

  it('answers 400 naming a malformed uuid and 404 for a product the shop does not show', async () => {
    const robe = cat.bySlug.get('robe-01');
    const bad = await call(path(robe?.uuid ?? '', 'condor', cat.category.shirts.uuid));
    expect([bad.status, bad.body['errors']]).toEqual([400, { brandUuid: ['must be a uuid'] }]);
    const hidden = cat.hidden[0];
    const missing = await call(path(hidden?.uuid ?? '', cat.brand.condor.uuid, cat.category.shirts.uuid));
    expect(missing.status).toBe(404);
  });
});
