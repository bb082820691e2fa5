/**
 * Server-side filtering, sorting and paging of the legacy listings (query parameters) on a fixture
 * catalogue, checked against the fixture's own data, and the 400 answers for bad parameters.
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

interface Paged {
  products: { slug: string; priceHt: number }[];
  filterData: Record<string, unknown>;
  totalCount: number;
  page: number;
  pageSize: number;
}

async function call(path: string) {
  const response = await server.get(path, { authorization: `Bearer ${cat.token}` });
  return {
    status: response.status,
    body: (await response.json()) as Paged,
    total: response.headers.get('x-total-count'),
  };
}

async function slugs(path: string): Promise<string[]> {
  const { status, body } = await call(path);
  expect(status).toBe(200);
  return body.products.map((p) => p.slug);
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);
const CLOTHING = '/web/public/api/category/products/vetements';

describe('paging', () => {
  it('pages the listing and says the total in the body and X-Total-Count', async () => {
    const first = await call(`${CLOTHING}?page=1&pageSize=12`);
    expect([first.status, first.body.totalCount, first.body.page, first.body.pageSize, first.total]).toEqual([
      200,
      16,
      1,
      12,
      '16',
    ]);
    expect(first.body.products.map((p) => p.slug)).toEqual([
      ...range('robe', 1, 10),
      ...range('chemise', 1, 2),
    ]);
    const second = await call(`${CLOTHING}?page=2&pageSize=12`);
    expect(second.body.products.map((p) => p.slug)).toEqual([
      ...range('chemise', 3, 4),
      'pack-rentree',
      'pack-libre',
    ]);
    const beyond = await call(`${CLOTHING}?page=9&pageSize=12`);
    expect([beyond.body.products, beyond.body.totalCount]).toEqual([[], 16]);
    // Facets always describe the whole listing, whatever the page.
    const whole = await call(CLOTHING);
    expect(second.body.filterData).toEqual(whole.body.filterData);
  });

  it('defaults to page 1 of 12 once any listing parameter is given', async () => {
    const { body } = await call(`${CLOTHING}?sort=default`);
    expect([body.products.length, body.totalCount, body.page, body.pageSize]).toEqual([12, 16, 1, 12]);
  });
});

describe('sorting', () => {
  it('sorts by the HT price both ways, ties by id', async () => {
    const visible = cat.visible.filter((p) => !p.slug.startsWith('frigo'));
    const byPrice = [...visible].sort((a, b) => a.priceHt - b.priceHt || a.id - b.id).map((p) => p.slug);
    expect(await slugs('/web/public/api/new/products?sort=price_asc&pageSize=50')).toEqual(byPrice);
    const desc = [...visible].sort((a, b) => b.priceHt - a.priceHt || b.id - a.id).map((p) => p.slug);
    expect(await slugs('/web/public/api/new/products?sort=price_desc&pageSize=50')).toEqual(desc);
  });
});

describe('filters', () => {
  it('filters by brand, sub-category and brand line names, slugs or ids, case-insensitively', async () => {
    expect(await slugs(`${CLOTHING}?subCategories=chemises&pageSize=24`)).toEqual(range('chemise', 1, 4));
    expect(await slugs(`${CLOTHING}?subCategories=CHEMISES,Robes&pageSize=24`)).toEqual([
      ...range('robe', 1, 10),
      ...range('chemise', 1, 4),
    ]);
    const phones = '/web/public/api/category/products/telephones';
    expect(await slugs(`${phones}?brandlines=allure&pageSize=24`)).toEqual(range('telephone', 1, 5));
    expect(await slugs(`${phones}?brandlines=${cat.line.allure.id}&pageSize=24`)).toEqual(
      range('telephone', 1, 5),
    );
    expect(await slugs(`/web/public/api/featured/products?brands=condor`)).toEqual(range('telephone', 1, 3));
    expect(await slugs(`/web/public/api/featured/products?brands=iris`)).toEqual([]);
    expect(
      await slugs(`/web/public/api/new/products?brands=Tissage%20d'Alger&brands=condor&pageSize=50`),
    ).toHaveLength(22);
  });

  it('filters by feature and attribute values in any language, any of the values per type', async () => {
    const dresses = '/web/public/api/category/products/robes';
    expect(await slugs(`${dresses}?features[material]=lin&pageSize=24`)).toEqual(range('robe', 6, 10));
    expect(await slugs(`${dresses}?features[material]=${encodeURIComponent('قطن')}&pageSize=24`)).toEqual(
      range('robe', 1, 5),
    );
    expect(await slugs(`${dresses}?attributes[color]=red&pageSize=24`)).toEqual([
      'robe-02',
      'robe-04',
      'robe-06',
      'robe-08',
      'robe-10',
    ]);
    expect(await slugs(`${dresses}?attributes[color]=Rouge,bleu&pageSize=24`)).toHaveLength(10);
    // Types combine with "and".
    expect(await slugs(`${dresses}?attributes[color]=rouge&features[material]=coton&pageSize=24`)).toEqual([
      'robe-02',
      'robe-04',
    ]);
  });

  it('filters by an inclusive HT price range in dinars and by text', async () => {
    const dresses = '/web/public/api/category/products/robes';
    expect(await slugs(`${dresses}?priceMin=2500&priceMax=2800&pageSize=24`)).toEqual(range('robe', 5, 8));
    expect(await slugs(`${dresses}?priceMin=2500.01&pageSize=24`)).toEqual(range('robe', 6, 10));
    expect(await slugs(`${dresses}?q=robe%201&pageSize=24`)).toEqual(['robe-01', 'robe-10']);
    expect(await slugs(`${dresses}?q=${encodeURIComponent('فستان 3')}`)).toEqual(['robe-03']);
    expect(await slugs(`${dresses}?q=50%25`)).toEqual([]);
  });
});

describe('bad parameters', () => {
  const cases: [string, string][] = [
    ['pageSize=13', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['page=0', 'page'],
    ['sort=cheapest', 'sort'],
    ['priceMin=abc', 'priceMin'],
    ['priceMin=10.001', 'priceMin'],
    ['priceMin=30&priceMax=20', 'priceMax'],
    ['q=ab', 'q'],
    ['page=1&page=2', 'page'],
    ['features[ma%20terial]=x', 'features[ma terial]'],
  ];
  it.each(cases)('answers 400 for %s naming %s', async (query, field) => {
    const { status, body } = await call(`${CLOTHING}?${query}`);
    expect(status).toBe(400);
    expect(Object.keys((body as unknown as { errors: Record<string, unknown> }).errors)).toEqual([field]);
  });

  it('ignores unknown parameters (cache busters)', async () => {
    const { status, body } = await call(`${CLOTHING}?_=12345`);
    expect([status, body.products.length, body.totalCount]).toEqual([200, 16, undefined]);
  });
});
