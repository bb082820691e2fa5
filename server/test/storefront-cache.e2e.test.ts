/**
 * The cost of public reads, counted in SQL statements (every statement reaches onQuery): a cold
 * listing runs the same small number whatever its page size, the product page and cross-selling a
 * fixed few, and a warm (cached) answer or a 304 none at all, the bearer check included.
 */
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let cat: StorefrontCatalogue;
let statements: string[] = [];

beforeAll(async () => {
  server = await createTestApp({
    env: { CATALOGUE_POLL_MS: '3600000' },
    onQuery: (sql) => statements.push(sql),
  });
  cat = await createStorefrontCatalogue(server, { bulk: 210 });
  // The first call of the token asks PostgreSQL which shop it stands for; later ones remember it.
  expect((await get('/web/public/api/featured/filters')).status).toBe(200);
  // Likewise the default shop GraphQL reads use.
  expect((await server.graphql('{ productFilters { brands { id } } }')).status).toBe(200);
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}) {
  return server.get(path, { authorization: `Bearer ${cat.token}`, ...headers });
}

/** Runs one request and answers its status, body and the statements it ran. */
async function counted(path: string, headers: Record<string, string> = {}) {
  statements = [];
  const response = await get(path, headers);
  const body = response.status === 304 ? null : ((await response.json()) as Record<string, unknown>);
  return { status: response.status, body, statements: statements.length, etag: response.headers.get('etag') };
}

describe('statements per request', () => {
  it('runs the same statements (3) for a cold listing of 12 and of 200 products', async () => {
    // Three listings of their own (facets are cached per listing, so no two share them).
    const small = await counted('/web/public/api/category/products/lot?pageSize=12');
    const large = await counted('/web/public/api/brand/products/tissage-alger?pageSize=200');
    const whole = await counted('/web/public/api/new/products');
    expect([small.status, (small.body?.['products'] as unknown[]).length]).toEqual([200, 12]);
    expect([large.status, (large.body?.['products'] as unknown[]).length]).toEqual([200, 200]);
    expect([whole.status, (whole.body?.['products'] as unknown[]).length]).toEqual([200, 234]);
    expect(small.statements).toBe(3);
    expect([large.statements, whole.statements]).toEqual([3, 3]);
  });

  it('shares the facets of a listing between its pages, sorts and languages', async () => {
    const other = await counted('/web/public/api/category/products/lot?pageSize=12&page=2&sort=price_desc', {
      'accept-language': 'ar',
    });
    expect([other.status, other.statements]).toEqual([200, 2]);
    const filters = await counted('/web/public/api/category/filters/lot');
    expect([filters.status, filters.statements]).toEqual([200, 0]);
  });

  it('runs the same statements for a cold GraphQL page of 12 and of 200 products', async () => {
    const query = (size: number) =>
      `{ products(filter: { categorySlug: "lot" }, pageSize: ${size}) { totalCount items { id } } }`;
    statements = [];
    const small = await server.graphql<{ products: { items: unknown[] } }>(query(12));
    const smallCount = statements.length;
    statements = [];
    const large = await server.graphql<{ products: { items: unknown[] } }>(query(200));
    expect([small.data?.products.items.length, large.data?.products.items.length]).toEqual([12, 200]);
    // The page of ids, the cards and their stock (GraphQL asks no facets; stock is never cached).
    expect(smallCount).toBe(3);
    expect(statements.length).toBe(smallCount);
  });

  it('reads only the stock for a warm GraphQL page (stock moves without a catalogue write)', async () => {
    const query = '{ products(filter: { categorySlug: "robes" }) { items { id inStock } } }';
    await server.graphql(query);
    statements = [];
    await server.graphql(query);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('stock.stock_level');
  });

  it('runs 2 statements for cold filter data with counts, 1 for another filter of the listing, 0 warm', async () => {
    const query = (filter: string) =>
      `{ productFilters(filter: { categorySlug: "telephones"${filter} }) { brands { count } features { options { count } } } }`;
    const count = async (filter: string) => {
      statements = [];
      expect((await server.graphql(query(filter))).errors).toBeUndefined();
      return statements.length;
    };
    expect(await count('')).toBe(2);
    expect(await count('')).toBe(0);
    expect(await count(', priceMax: 100000')).toBe(1);
    expect(await count('')).toBe(0);
  });

  it('runs 1 statement for a cold listing head or menu and none warm', async () => {
    for (const query of [
      '{ catalogPage(kind: CATEGORY, slug: "robes") { name } }',
      '{ storefrontMenu { brands { slug } } }',
    ]) {
      statements = [];
      await server.graphql(query);
      const cold = statements.length;
      statements = [];
      await server.graphql(query);
      expect([query, cold, statements.length]).toEqual([query, 1, 0]);
    }
  });

  it('runs at most 5 statements for a cold product page and 2 for cross-selling', async () => {
    const page = await counted('/web/public/api/product/robe-01');
    expect([page.status, page.statements <= 5]).toEqual([200, true]);
    const robe = cat.bySlug.get('robe-01');
    const cross = await counted(
      `/web/api/product/cross_selling/${robe?.uuid}/${cat.brand.tissage.uuid}/${cat.category.dresses.uuid}`,
    );
    expect([cross.status, cross.statements]).toEqual([200, 2]);
  });

  it('answers a warm listing, filter data and product page without any statement', async () => {
    for (const path of [
      '/web/public/api/category/products/lot?pageSize=200',
      '/web/public/api/featured/filters',
      '/web/public/api/product/robe-01',
    ]) {
      await counted(path);
      const warm = await counted(path);
      expect([path, warm.status, warm.statements]).toEqual([path, 200, 0]);
    }
  });

  it('answers 304 to If-None-Match with the ETag, without any statement', async () => {
    const first = await counted('/web/public/api/category/products/robes', { 'accept-language': 'ar' });
    expect(first.etag).toMatch(/^W\/".+"$/);
    const again = await counted('/web/public/api/category/products/robes', {
      'accept-language': 'ar',
      'if-none-match': first.etag ?? '',
    });
    expect([again.status, again.body, again.statements, again.etag]).toEqual([304, null, 0, first.etag]);
    // Another locale is another answer: another validator.
    const french = await counted('/web/public/api/category/products/robes', {
      'if-none-match': first.etag ?? '',
    });
    expect([french.status, french.etag === first.etag]).toEqual([200, false]);
  });

  it('gzips a large answer for clients that accept it, the same JSON either way', async () => {
    const path = '/web/public/api/category/products/robes?pageSize=12';
    const zipped = await get(path, { 'accept-encoding': 'gzip' });
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect([zipped.headers.get('content-encoding'), plain.headers.get('content-encoding')]).toEqual([
      'gzip',
      null,
    ]);
    expect(zipped.headers.get('vary')).toBe('Authorization, Accept-Language, Accept-Encoding');
    expect(await zipped.json()).toEqual(await plain.json());
  });

  it('never confirms an error answer with 304', async () => {
    const missing = await get('/web/public/api/product/inconnu');
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, null]);
    const again = await get('/web/public/api/product/inconnu', {
      'if-none-match': missing.headers.get('etag') ?? '*',
    });
    expect(again.status).toBe(404);
  });
});
