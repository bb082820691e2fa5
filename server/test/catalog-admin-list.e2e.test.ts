/**
 * The dashboard product list and menu search shims (exact shapes, 4xx answers), and bounded SQL:
 * lists run the same number of statements for 12 and for 100 products (REST and GraphQL alike).
 */
import { priceTtc } from '@tijara/schema';
import { variantUrl } from '../src/modules/catalog';
import { makeBrand, makeCategory, makeProduct, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await staffClient(server);
});
afterAll(() => server.close());

const json = async (response: Response) => [response.status, await response.json()] as const;

describe('the product list', () => {
  it('answers {products: [...]} with TTC in dinars, the link, names in the request language and the image', async () => {
    const category = await makeCategory(server, { fr: 'Chaussures', en: 'Shoes' });
    const brand = await makeBrand(server, 'Babouche & Co');
    const withImage = await makeProduct(server, {
      mainCategoryId: category.id,
      brandId: brand.id,
      names: { fr: 'Babouche cuir', en: 'Leather slipper' },
      priceHt: 123_457,
      imageKey: 'products/babouche',
    });
    const plain = await makeProduct(server, {
      mainCategoryId: category.id,
      names: { fr: 'Babouche simple' },
      priceHt: 0,
    });
    const response = await admin.rest(
      'GET',
      `/dashboard/api/product/list?name=babouche&category=${category.id}`,
      undefined,
      {
        'accept-language': 'en',
      },
    );
    const ttc = priceTtc(123_457, 1900);
    expect(await json(response)).toEqual([
      200,
      {
        products: [
          {
            id: plain.id,
            name: 'Babouche simple',
            link: `/dashboard/products/${plain.id}`,
            category: 'Shoes',
            brand: null,
            isActive: true,
            priceTtc: 0,
            priceTtcCentimes: 0,
            image: null,
          },
          {
            id: withImage.id,
            name: 'Leather slipper',
            link: `/dashboard/products/${withImage.id}`,
            category: 'Shoes',
            brand: 'Babouche & Co',
            isActive: true,
            priceTtc: ttc / 100,
            priceTtcCentimes: ttc,
            image: variantUrl('products/babouche', 'SMALL_PRODUCT'),
          },
        ],
      },
    ]);
    const filtered = await json(
      await admin.rest('GET', `/dashboard/api/product/list?brand=${brand.id}&active=1&category=0`),
    );
    expect(filtered[1]).toEqual({ products: [expect.objectContaining({ id: withImage.id })] });
    const none = await json(await admin.rest('GET', `/dashboard/api/product/list?name=babouche&active=0`));
    expect(none[1]).toEqual({ products: [] });
  });

  it('answers 400 for a bad filter or page size', async () => {
    for (const [query, field] of [
      ['category=abc', 'category'],
      ['active=maybe', 'active'],
      ['pageSize=13', 'pageSize'],
      ['page=0', 'page'],
    ]) {
      const [status, body] = await json(await admin.rest('GET', `/dashboard/api/product/list?${query}`));
      expect({ query, status, fields: Object.keys((body as { errors: object }).errors) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });

  it('runs the same number of SQL statements for 12 and for 100 products', async () => {
    const category = await makeCategory(server, { fr: 'Volume' });
    const brand = await makeBrand(server, 'Volume');
    for (let i = 0; i < 100; i++) {
      await makeProduct(server, {
        mainCategoryId: category.id,
        brandId: brand.id,
        names: { fr: `Article ${i}`, en: `Item ${i}` },
        imageKey: `products/volume-${i}`,
      });
    }
    const count = async (pageSize: number) => {
      statements = [];
      const [status, body] = await json(
        await admin.rest('GET', `/dashboard/api/product/list?category=${category.id}&pageSize=${pageSize}`),
      );
      expect([status, (body as { products: unknown[] }).products.length]).toEqual([200, pageSize]);
      return statements.length;
    };
    const twelve = await count(12);
    expect(await count(100)).toBe(twelve);
    // The session, the page of ids, the products with names, category and brand, the images.
    expect(twelve).toBe(4);

    const LIST = `query ($filter: AdminProductFilter, $pageSize: Int) {
      adminProducts(filter: $filter, pageSize: $pageSize) { totalCount items {
        name priceTtc mainCategory { name } brand { name } categories { id } tags { id }
        combinations { label values { name } } translations { locale } } } }`;
    const countGraphql = async (pageSize: number) => {
      statements = [];
      const result = await admin.graphql<{ adminProducts: { items: unknown[] } }>(LIST, {
        filter: { categoryId: category.id },
        pageSize,
      });
      expect([result.errors, result.data?.adminProducts.items.length]).toEqual([undefined, pageSize]);
      return statements.length;
    };
    expect(await countGraphql(100)).toBe(await countGraphql(12));
  });
});

describe('the menu product search', () => {
  it('answers [[{id, name}]] from names in any language, sku and barcode; 400 under 3 characters', async () => {
    const category = await makeCategory(server, { fr: 'Recherche' });
    const couscous = await makeProduct(server, {
      mainCategoryId: category.id,
      names: { fr: 'Couscoussier', ar: 'كسكاس' },
    });
    const sku = await makeProduct(server, {
      mainCategoryId: category.id,
      names: { fr: 'Marmite' },
      sku: 'KSK-99',
    });
    expect(
      await json(
        await admin.rest('GET', `/dashboard/menu/api/products/search/${encodeURIComponent('كسكا')}`),
      ),
    ).toEqual([200, [[{ id: couscous.id, name: 'Couscoussier' }]]]);
    expect((await json(await admin.rest('GET', '/dashboard/menu/api/products/search/ksk-99')))[1]).toEqual([
      [{ id: sku.id, name: 'Marmite' }],
    ]);
    expect(await json(await admin.rest('GET', '/dashboard/menu/api/products/search/ab'))).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Search term too short',
        errors: { term: ['must be at least 3 characters'] },
      },
    ]);
  });

  it('answers at most 20 products', async () => {
    const category = await makeCategory(server, { fr: 'Beaucoup' });
    for (let i = 0; i < 22; i++)
      await makeProduct(server, { mainCategoryId: category.id, names: { fr: `Zellige ${i}` } });
    const [, body] = await json(await admin.rest('GET', '/dashboard/menu/api/products/search/zellige'));
    expect((body as unknown[][])[0]).toHaveLength(20);
  });
});

describe('GraphQL lists', () => {
  it('load the values of every feature type in one statement', async () => {
    const count = async () => {
      statements = [];
      const result = await admin.graphql('{ featureTypes { code values { name } } }');
      expect(result.errors).toBeUndefined();
      return statements.length;
    };
    await admin.graphql(
      'mutation { createFeatureType(input: { code: "first", labels: { fr: "Premier" } }) { id } }',
    );
    const one = await count();
    for (const code of ['second', 'third', 'fourth']) {
      await admin.graphql(
        `mutation { createFeatureType(input: { code: "${code}", labels: { fr: "${code}" } }) { id } }`,
      );
    }
    expect(await count()).toBe(one);
  });
});
