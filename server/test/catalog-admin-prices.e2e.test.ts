/**
 * The pricing step (tax percent as basis points, TTC from priceTtc()), product features and the
 * staff product reads, over GraphQL on a real database.
 */
import { priceTtc } from '@tijara/schema';
import {
  errorOf,
  makeBrand,
  makeCategory,
  makeProduct,
  SET_PRODUCT_PRICES,
  sql,
  staffClient,
} from './helpers/catalog-admin-fixtures';
import type { ProductResult, StaffClient } from './helpers/catalog-admin-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let categoryId: number;
beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  categoryId = (await makeCategory(server, { fr: 'Robes', en: 'Dresses', ar: 'فساتين' })).id;
});
afterAll(() => server.close());

describe('setProductPrices', () => {
  it('stores the tax percent with 2 decimals as basis points and answers TTC from priceTtc()', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const result = await admin.graphql<{ setProductPrices: ProductResult }>(SET_PRODUCT_PRICES, {
      productId: product.id,
      input: { priceHt: 123_457, taxPercent: 9.499, supplyPriceHt: null, wholesalePriceHt: 100_001 },
    });
    expect(result.data?.setProductPrices).toMatchObject({
      priceHt: 123_457,
      taxPercent: 9.5,
      priceTtc: priceTtc(123_457, 950),
      supplyPriceHt: null,
      supplyPriceTtc: 0,
      wholesalePriceTtc: priceTtc(100_001, 950),
    });
    expect(await sql(server, 'select tax_rate_bp from product where id = ?', [product.id])).toEqual([
      { tax_rate_bp: 950 },
    ]);
  });

  it('refuses a stale version when one is sent', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const result = await admin.graphql(SET_PRODUCT_PRICES, {
      productId: product.id,
      version: product.version + 1,
      input: { priceHt: 1, taxPercent: 19 },
    });
    expect(errorOf(result).code).toBe('CONFLICT');
  });
});

describe('setProductFeatures', () => {
  it("replaces the product's feature values; unknown ones are NOT_FOUND", async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const type = await admin.graphql<{ createFeatureType: { id: number } }>(
      'mutation { createFeatureType(input: { code: "material", labels: { fr: "Matière" } }) { id } }',
    );
    const typeId = type.data?.createFeatureType.id;
    const values = [];
    for (const fr of ['Coton', 'Lin']) {
      const made = await admin.graphql<{ createFeatureValue: { id: number } }>(
        'mutation ($typeId: Int!, $fr: String!) { createFeatureValue(typeId: $typeId, input: { labels: { fr: $fr } }) { id } }',
        { typeId, fr },
      );
      values.push(made.data?.createFeatureValue.id);
    }
    const SET = `mutation ($id: Int!, $ids: [Int!]!) { setProductFeatures(productId: $id, featureValueIds: $ids) {
      featureValues { name type { name } } } }`;
    const result = await admin.graphql<{ setProductFeatures: unknown }>(SET, { id: product.id, ids: values });
    expect(result.data?.setProductFeatures).toEqual({
      featureValues: [
        { name: 'Coton', type: { name: 'Matière' } },
        { name: 'Lin', type: { name: 'Matière' } },
      ],
    });
    expect(errorOf(await admin.graphql(SET, { id: product.id, ids: [999_999] })).code).toBe('NOT_FOUND');
  });
});

describe('reads', () => {
  it('finds a product by id and uuid, and lists with a filter and a total', async () => {
    const brand = await makeBrand(server, 'Filtre');
    const product = await makeProduct(server, {
      mainCategoryId: categoryId,
      brandId: brand.id,
      names: { fr: 'Chéchia rouge', en: 'Red fez' },
    });
    const byUuid = await admin.graphql<{ productByUuid: { id: number } }>(
      'query ($uuid: String!) { productByUuid(uuid: $uuid) { id } }',
      { uuid: product.uuid },
    );
    expect(byUuid.data?.productByUuid.id).toBe(product.id);
    const list = await admin.graphql<{ adminProducts: unknown }>(
      `query ($filter: AdminProductFilter) { adminProducts(filter: $filter, pageSize: 12) { totalCount items { id name } } }`,
      { filter: { search: 'fez', brandId: brand.id } },
    );
    expect(list.data?.adminProducts).toEqual({
      totalCount: 1,
      items: [{ id: product.id, name: 'Chéchia rouge' }],
    });
    const badPage = await admin.graphql('{ adminProducts(pageSize: 13) { totalCount } }');
    expect(errorOf(badPage).fieldErrors).toEqual({ pageSize: ['must be one of 12, 24, 50, 100, 200'] });
    expect(errorOf(await admin.graphql('{ product(id: 999999) { id } }')).code).toBe('NOT_FOUND');
  });
});
