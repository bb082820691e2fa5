/**
 * Storefront prices from the promotions engine: listing and product page fields, starts and ends
 * without a write, price filters and sorts on promoted prices, a promotion's listing, discount
 * blocks, and the statement budget of a priced listing page.
 */
import { priceTtc } from '@tijara/schema';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, present } from './helpers/graphql-results';
import { createPromotion } from './helpers/pricing-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00Z');

let now = START;
let statements = 0;
let server: TestApp;
let cat: StorefrontCatalogue;
let manager: StaffClient;
let clothingPromotion: { id: number; uuid: string };
let phonesPromotion: { id: number; uuid: string };

interface LegacyProduct {
  slug: string;
  priceHt: number;
  productPriceAfterPromotion: number | null;
  promotionRead: { value: number; ruleType: string } | null;
  combinationsMini: { priceHt: number; priceAfterPromotion: number | null }[];
}

async function call<T>(path: string, headers: Record<string, string> = {}) {
  const response = await server.get(path, { authorization: `Bearer ${cat.token}`, ...headers });
  return { status: response.status, body: (await response.json()) as T };
}

const listing = async (path: string) =>
  (await call<{ products: LegacyProduct[]; filterData: { priceRange: unknown } }>(path)).body;

const bySlug = (products: readonly LegacyProduct[]) => new Map(products.map((p) => [p.slug, p]));

beforeAll(async () => {
  server = await createTestApp({ now: () => now, onQuery: () => (statements += 1) });
  cat = await createStorefrontCatalogue(server, { now: START });
  manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [cat.shopUuid] });
});
afterAll(() => server.close());

it('shows no promotion price while no promotion runs', async () => {
  const { products } = await listing('/web/public/api/category/products/robes');
  expect(products.length).toBe(10);
  expect(products.every((p) => p.productPriceAfterPromotion === null && p.promotionRead === null)).toBe(true);
});

it('prices a category and its subcategories from the engine, and leaves other products alone', async () => {
  clothingPromotion = await createPromotion(manager, cat.shopUuid, {
    scope: 'CATEGORY',
    targetIds: [cat.category.clothing.id],
    value: 10,
    startsAt: new Date(START.getTime() - HOUR),
    endsAt: new Date(START.getTime() + 7 * DAY),
    title: 'Soldes vêtements',
  });
  const dresses = bySlug((await listing('/web/public/api/category/products/robes')).products);
  // robe-01: 2,100.00 DA HT; 10 % of 210,000 centimes is 21,000: 189,000 centimes = 1,890.00 DA.
  expect(dresses.get('robe-01')).toMatchObject({
    priceHt: 2100,
    productPriceAfterPromotion: 1890,
    promotionRead: { value: 10, ruleType: 'percentage' },
  });
  const shirts = (await listing('/web/public/api/category/products/chemises')).products;
  expect(shirts.every((p) => p.promotionRead?.value === 10)).toBe(true);
  const phones = (await listing('/web/public/api/category/products/telephones')).products;
  expect(phones.every((p) => p.productPriceAfterPromotion === null)).toBe(true);
});

it('gives the product page the promoted TTC price, per combination too', async () => {
  const { data } = await server.graphql<{
    productPage: {
      product: {
        priceTtc: number;
        priceAfterPromotion: number | null;
        promotion: { ruleType: string; value: number } | null;
        combinations: { priceTtc: number; priceAfterPromotion: number | null }[];
      };
    };
  }>(`{ productPage(slug: "robe-01") { product { priceTtc priceAfterPromotion promotion { ruleType value }
      combinations { priceTtc priceAfterPromotion } } } }`);
  const product = present(data, 'productPage').productPage.product;
  expect(product.priceAfterPromotion).toBe(priceTtc(189_000, 1900));
  expect(product.promotion).toEqual({ ruleType: 'PERCENTAGE', value: 10 });
  for (const combination of product.combinations) {
    // Each combination's own HT price (TTC / 1.19) loses 10 % before tax is added back.
    const ht = Math.round(combination.priceTtc / 1.19);
    expect(combination.priceAfterPromotion).toBe(priceTtc(ht - Math.round(ht / 10), 1900));
  }
});

it('stacks a product amount on the category percentage and shows the amount they take together', async () => {
  await createPromotion(manager, cat.shopUuid, {
    scope: 'PRODUCT',
    targetIds: [present(cat.bySlug.get('robe-02'), 'robe-02').id],
    discountType: 'AMOUNT',
    value: 50,
    startsAt: new Date(START.getTime() - HOUR),
    endsAt: new Date(START.getTime() + 7 * DAY),
  });
  const dresses = bySlug((await listing('/web/public/api/category/products/robes')).products);
  // robe-02: 220,000 - 10 % (22,000) = 198,000, then - 5,000 = 193,000 centimes; 27,000 taken = 270 DA.
  expect(dresses.get('robe-02')).toMatchObject({
    productPriceAfterPromotion: 1930,
    promotionRead: { value: 270, ruleType: 'amount' },
  });
});

it('starts and ends a promotion at its dates, without any write', async () => {
  phonesPromotion = await createPromotion(manager, cat.shopUuid, {
    scope: 'BRAND',
    targetIds: [cat.brand.condor.id],
    value: 20,
    startsAt: new Date(START.getTime() + DAY),
    endsAt: new Date(START.getTime() + 2 * DAY),
    featured: true,
    title: 'Semaine Condor',
  });
  const path = '/web/public/api/category/products/telephones';
  expect((await listing(path)).products.every((p) => p.productPriceAfterPromotion === null)).toBe(true);
  expect((await call(`/web/public/api/promotions/products/${phonesPromotion.id}`)).status).toBe(404);
  now = new Date(START.getTime() + DAY);
  const running = (await listing(path)).products;
  expect(running.every((p) => p.promotionRead?.value === 20)).toBe(true);
  expect(running.every((p) => p.productPriceAfterPromotion === Math.round(p.priceHt * 80) / 100)).toBe(true);
  now = new Date(START.getTime() + 2 * DAY);
  expect((await listing(path)).products.every((p) => p.productPriceAfterPromotion === null)).toBe(true);
  now = START;
});

it('filters and sorts on the promoted price', async () => {
  await createPromotion(manager, cat.shopUuid, {
    scope: 'PRODUCT',
    targetIds: [present(cat.bySlug.get('robe-10'), 'robe-10').id],
    discountType: 'AMOUNT',
    value: 1500,
    startsAt: new Date(START.getTime() - HOUR),
    endsAt: new Date(START.getTime() + DAY),
  });
  // robe-10: 300,000 - 30,000 (10 %) - 150,000 = 120,000 centimes: the cheapest dress now.
  const sorted = await listing('/web/public/api/category/products/robes?sort=price_asc&pageSize=12');
  expect(sorted.products[0]).toMatchObject({ slug: 'robe-10', productPriceAfterPromotion: 1200 });
  const effective = sorted.products.map((p) => p.productPriceAfterPromotion ?? p.priceHt);
  expect(effective).toEqual([...effective].sort((a, b) => a - b));
  const cheap = await listing('/web/public/api/category/products/robes?priceMax=1300');
  expect(cheap.products.map((p) => p.slug)).toEqual(['robe-10']);
});

it("lists a live promotion's products by id or uuid, subcategories included", async () => {
  const clothing = (await listing('/web/public/api/category/products/vetements')).products.map((p) => p.slug);
  for (const ref of [clothingPromotion.id, clothingPromotion.uuid]) {
    const promoted = (await listing(`/web/public/api/promotions/products/${ref}`)).products;
    expect(promoted.map((p) => p.slug).sort()).toEqual([...clothing].sort());
    expect(promoted.every((p) => p.productPriceAfterPromotion !== null)).toBe(true);
  }
  expect((await call('/web/public/api/promotions/products/999999')).status).toBe(404);
});

it('answers the discount blocks of running promotions, in the request language', async () => {
  type Discount = Record<string, unknown> & { discountLangRead: { languageCode: string }[] };
  const { body } = await call<{ discounts: Discount[] }>('/web/public/api/promotions');
  const block = body.discounts.find((d) => d.id === clothingPromotion.id);
  expect(block).toMatchObject({
    discountValue: 10,
    ruleType: 'percentage',
    rule: 'category',
    ruleEntityName: 'Vêtements',
    bannerThumb: null,
    discountEndDate: new Date(START.getTime() + 7 * DAY).toISOString(),
  });
  expect(present(block, 'the clothing block').discountLangRead.map((l) => l.languageCode)).toEqual([
    'fr',
    'ar',
  ]);
  expect(body.discounts.some((d) => d.id === phonesPromotion.id)).toBe(false);
  const arabic = await call<{ discounts: Discount[] }>('/web/public/api/promotions', {
    'accept-language': 'ar',
  });
  expect(arabic.body.discounts.find((d) => d.id === clothingPromotion.id)?.ruleEntityName).toBe('ملابس');
});

it('adds at most one statement to a listing page for its promotions, and none once they are cached', async () => {
  await createPromotion(manager, cat.shopUuid, {
    scope: 'ALL',
    value: 5,
    startsAt: new Date(START.getTime() - HOUR),
    endsAt: new Date(START.getTime() + DAY),
  });
  const page = (n: number, sort = 'DEFAULT') =>
    `{ products(page: ${n}, pageSize: 12, sort: ${sort}) { items { slug priceAfterPromotion } } }`;
  statements = 0;
  const first = await server.graphql<{ products: { items: { priceAfterPromotion: number | null }[] } }>(
    page(1),
  );
  const cold = statements;
  expect(dataOf(first, 'products').items.every((item) => item.priceAfterPromotion !== null)).toBe(true);
  statements = 0;
  await server.graphql(page(2));
  const warm = statements;
  // Cold: the page of ids, the cards, the stock of the cards and the live promotions; warm: the same
  // without the promotions.
  expect(warm).toBe(3);
  expect(cold).toBe(warm + 1);
  statements = 0;
  await server.graphql(page(1, 'PRICE_ASC'));
  expect(statements).toBe(3);
});
