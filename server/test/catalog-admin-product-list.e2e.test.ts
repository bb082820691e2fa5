/**
 * The product list screen (`adminProductList`): precomputed rows in the request's language, filters
 * (flags, accent-insensitive search, further categories), sorts with stable pages, bad input, and a
 * bounded number of SQL statements over 2,000 products; then the bulk switch `setProductsActive`.
 */
import { priceTtc } from '@tijara/schema';
import { variantUrl } from '../src/modules/catalog';
import {
  errorOf,
  makeBrand,
  makeCategory,
  makeCombination,
  makeProduct,
  sql,
  staffClient,
} from './helpers/catalog-admin-fixtures';
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

interface Row {
  id: number;
  name: string;
  categoryName: string | null;
  brandName: string | null;
  priceTtc: number;
  [field: string]: unknown;
}

interface ListAnswer {
  adminProductList: { totalCount: number; rows: Row[] };
}

const LIST = `query ($filter: AdminProductFilter, $sortBy: AdminProductSortField, $descending: Boolean,
  $page: Int, $pageSize: Int) {
  adminProductList(filter: $filter, sortBy: $sortBy, descending: $descending, page: $page, pageSize: $pageSize) {
    totalCount rows { id uuid slug name categoryName brandName active featured onSale status priceTtc
      thumbnailUrl combinationCount version } } }`;

async function list(variables: Record<string, unknown>, client = admin) {
  const result = await client.graphql<ListAnswer>(LIST, variables);
  expect(result.errors).toBeUndefined();
  return result.data?.adminProductList ?? { totalCount: -1, rows: [] };
}

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('adminProductList', () => {
  it('answers rows in the request language with TTC, thumbnail, flags and combination count', async () => {
    const category = await makeCategory(server, { fr: 'Tapis', en: 'Rugs' });
    const brand = await makeBrand(server, 'Beni Ouarain');
    const rug = await makeProduct(server, {
      mainCategoryId: category.id,
      brandId: brand.id,
      names: { fr: 'Tapis berbère', en: 'Berber rug' },
      priceHt: 1_234_567,
      imageKey: 'products/tapis',
    });
    const plain = await makeProduct(server, { mainCategoryId: category.id, names: { fr: 'Tapis simple' } });
    await makeCombination(server, rug.id, [], true);
    await makeCombination(server, rug.id, []);
    await sql(server, 'update product set featured = true, on_sale = true, status = ? where id = ?', [
      'published',
      rug.id,
    ]);

    const result = await server.graphql<ListAnswer>(
      LIST,
      { filter: { categoryId: category.id }, sortBy: 'ID', descending: false },
      { cookie: admin.signed.cookie, 'accept-language': 'en' },
    );
    expect(result.data?.adminProductList).toEqual({
      totalCount: 2,
      rows: [
        {
          id: rug.id,
          uuid: rug.uuid,
          slug: rug.slug,
          name: 'Berber rug',
          categoryName: 'Rugs',
          brandName: 'Beni Ouarain',
          active: true,
          featured: true,
          onSale: true,
          status: 'PUBLISHED',
          priceTtc: priceTtc(1_234_567, 1900),
          thumbnailUrl: variantUrl('products/tapis', 'SMALL_PRODUCT'),
          combinationCount: 2,
          version: 1,
        },
        expect.objectContaining({
          id: plain.id,
          name: 'Tapis simple',
          brandName: null,
          thumbnailUrl: null,
          combinationCount: 0,
          featured: false,
          status: 'DRAFT',
        }),
      ],
    });
  });

  it('filters by the flags, further categories and text with case and accents ignored', async () => {
    const main = await makeCategory(server, { fr: 'Été' });
    const further = await makeCategory(server, { fr: 'Plage' });
    const hat = await makeProduct(server, { mainCategoryId: main.id, names: { fr: "Chapeau d'ÉTÉ" } });
    const towel = await makeProduct(server, { mainCategoryId: main.id, names: { fr: 'Serviette' } });
    await sql(server, 'insert into product_category (product_id, category_id) values (?, ?)', [
      towel.id,
      further.id,
    ]);
    await sql(server, 'update product set on_sale = true where id = ?', [hat.id]);
    await sql(server, 'update product set featured = true where id = ?', [towel.id]);

    const scope = { categoryId: main.id };
    expect(ids((await list({ filter: { ...scope, search: "CHAPEAU D'ete" } })).rows)).toEqual([hat.id]);
    expect(ids((await list({ filter: { ...scope, search: 'ETE' } })).rows)).toEqual([hat.id]);
    expect(ids((await list({ filter: { ...scope, onSale: true } })).rows)).toEqual([hat.id]);
    expect(ids((await list({ filter: { ...scope, featured: true } })).rows)).toEqual([towel.id]);
    expect(ids((await list({ filter: { ...scope, featured: false, onSale: false } })).rows)).toEqual([]);
    expect(ids((await list({ filter: { categoryId: further.id } })).rows)).toEqual([towel.id]);
  });

  it('sorts by name, category, brand and TTC price, ties broken by id, pages never overlapping', async () => {
    const shoes = await makeCategory(server, { fr: 'Chaussures' });
    const bags = await makeCategory(server, { fr: 'Ëcharpes', en: 'Scarves' });
    const brand = await makeBrand(server, 'Zeta');
    const alpha = await makeBrand(server, 'alpha');
    const parent = await makeCategory(server, { fr: 'Tri' });
    const made = [];
    for (const [name, category, brandId, priceHt, taxRateBp] of [
      ['émeraude', shoes.id, brand.id, 10_000, 1900],
      ['Bleu', bags.id, alpha.id, 10_000, 900],
      ['azur', shoes.id, undefined, 20_000, 0],
      ['Bleu', shoes.id, brand.id, 5_000, 1900],
    ] as const) {
      const product = await makeProduct(server, {
        mainCategoryId: category,
        names: { fr: name },
        brandId,
        priceHt,
        taxRateBp,
      });
      await sql(server, 'insert into product_category (product_id, category_id) values (?, ?)', [
        product.id,
        parent.id,
      ]);
      made.push(product.id);
    }
    const [emerald = 0, blueBag = 0, azure = 0, blueShoe = 0] = made;
    const sorted = async (sortBy: string, descending = false) =>
      ids((await list({ filter: { categoryId: parent.id }, sortBy, descending })).rows);

    expect(await sorted('NAME')).toEqual([azure, blueBag, blueShoe, emerald]);
    expect(await sorted('NAME', true)).toEqual([emerald, blueShoe, blueBag, azure]);
    expect(await sorted('CATEGORY')).toEqual([emerald, azure, blueShoe, blueBag]);
    expect(await sorted('BRAND')).toEqual([blueBag, emerald, blueShoe, azure]);
    expect(await sorted('BRAND', true)).toEqual([blueShoe, emerald, blueBag, azure]);
    // TTC: 5,950 < 10,900 < 11,900 < 20,000 (the HT order would put 10,000 twice).
    expect(await sorted('PRICE')).toEqual([blueShoe, blueBag, emerald, azure]);
    expect(await sorted('CREATED')).toEqual([emerald, blueBag, azure, blueShoe]);

    const pageOf = async (page: number) =>
      ids(
        (
          await list({
            filter: { categoryId: parent.id },
            sortBy: 'ACTIVE',
            descending: false,
            page,
            pageSize: 12,
          })
        ).rows,
      );
    expect(await pageOf(1)).toEqual([emerald, blueBag, azure, blueShoe]);
    expect(await list({ filter: { categoryId: parent.id }, page: 2, pageSize: 12 })).toEqual({
      totalCount: 4,
      rows: [],
    });
  });

  it('refuses a page size or page outside the rule with field errors', async () => {
    for (const [variables, field] of [
      [{ pageSize: 13 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ filter: { search: 'x'.repeat(101) } }, 'search'],
    ] as const) {
      const result = await admin.graphql(LIST, variables);
      expect(errorOf(result)).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { [field]: [expect.any(String)] },
      });
    }
  });

  it('runs at most 4 statements whatever the page size and the filters, over 2,000 products', async () => {
    const category = await makeCategory(server, { fr: 'Volume', en: 'Bulk' });
    const brand = await makeBrand(server, 'Volume & Co');
    await sql(
      server,
      `insert into product (uuid, slug, main_category_id, brand_id, price_ht, featured, on_sale)
       select gen_random_uuid(), 'volume-' || g, ?, case when g % 3 = 0 then null else ? end, g * 100, g % 2 = 0, g % 5 = 0
       from generate_series(1, 2000) g`,
      [category.id, brand.id],
    );
    await sql(
      server,
      `insert into product_translation (product_id, locale, name)
       select p.id, l.locale, l.prefix || ' ' || p.id from product p
       cross join (values ('fr', 'Article'), ('en', 'Item')) as l(locale, prefix) where p.main_category_id = ?`,
      [category.id],
    );
    await sql(
      server,
      `insert into product_image (product_id, storage_key, original_name, mime_type, width, height, byte_size, is_default)
       select p.id, 'products/volume-' || p.id, 'photo.jpg', 'image/jpeg', 800, 800, 1000, true
       from product p where p.main_category_id = ?`,
      [category.id],
    );
    const count = async (variables: Record<string, unknown>, rows: number) => {
      statements = [];
      const answer = await list(variables);
      expect(answer.rows).toHaveLength(rows);
      return statements.length;
    };
    const scope = { categoryId: category.id };
    const counts = [
      await count({ filter: scope, pageSize: 12 }, 12),
      await count({ filter: scope, pageSize: 200 }, 200),
      await count({ filter: { ...scope, brandId: brand.id, featured: true }, pageSize: 200 }, 200),
      await count({ filter: { ...scope, onSale: true, active: true }, sortBy: 'NAME', pageSize: 200 }, 200),
      await count({ filter: { ...scope, search: 'item 1' }, sortBy: 'CATEGORY', pageSize: 200 }, 200),
      await count({ filter: scope, sortBy: 'PRICE', descending: false, page: 10, pageSize: 200 }, 200),
      await count({ filter: scope, sortBy: 'BRAND', page: 11, pageSize: 200 }, 0),
    ];
    // The session, the page of ids with the total, the rows (past the last page: the total, counted apart).
    expect(counts).toEqual([3, 3, 3, 3, 3, 3, 3]);

    const first = await list({ filter: scope, sortBy: 'PRICE', descending: false, pageSize: 12 });
    expect(first.totalCount).toBe(2000);
    expect(first.rows.map((row) => row.priceTtc)).toEqual(
      Array.from({ length: 12 }, (_, i) => priceTtc((i + 1) * 100, 1900)),
    );
  }, 60_000);
});

describe('setProductsActive', () => {
  const SET = `mutation ($ids: [Int!]!, $active: Boolean!) { setProductsActive(ids: $ids, active: $active) }`;

  it('switches the products in one transaction, answers how many changed and bumps their versions', async () => {
    const category = await makeCategory(server, { fr: 'Interrupteur' });
    const products: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      products.push((await makeProduct(server, { mainCategoryId: category.id, names: { fr: name } })).id);
    }
    await sql(server, 'update product set active = false where id = ?', [products[2]]);
    const before = await sql<{ revision: string }>(server, 'select revision from catalogue_revision');

    const off = await admin.graphql<{ setProductsActive: number }>(SET, { ids: products, active: false });
    expect(off.data?.setProductsActive).toBe(2);
    const rows = await sql<{ id: number; active: boolean; version: number }>(
      server,
      'select id, active, version from product where id = any(array[?]::int[]) order by id',
      [products],
    );
    expect(rows.map((row) => [row.active, row.version])).toEqual([
      [false, 2],
      [false, 2],
      [false, 1],
    ]);
    const after = await sql<{ revision: string }>(server, 'select revision from catalogue_revision');
    expect(Number(after[0]?.revision)).toBeGreaterThan(Number(before[0]?.revision ?? 0));

    const again = await admin.graphql<{ setProductsActive: number }>(SET, { ids: products, active: false });
    expect(again.data?.setProductsActive).toBe(0);
    const on = await admin.graphql<{ setProductsActive: number }>(SET, {
      ids: [...products, ...products],
      active: true,
    });
    expect(on.data?.setProductsActive).toBe(3);
  });

  it('changes nothing when an id is unknown, and refuses 0 or more than 200 ids', async () => {
    const category = await makeCategory(server, { fr: 'Refus' });
    const product = await makeProduct(server, { mainCategoryId: category.id });
    const unknown = await admin.graphql(SET, { ids: [product.id, 999_999], active: false });
    expect(errorOf(unknown)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { ids: ['unknown products: 999999'] },
    });
    const [row] = await sql<{ active: boolean }>(server, 'select active from product where id = ?', [
      product.id,
    ]);
    expect(row?.active).toBe(true);
    for (const wrong of [[], Array.from({ length: 201 }, (_, i) => i + 1)]) {
      expect(errorOf(await admin.graphql(SET, { ids: wrong, active: true }))).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { ids: ['must name 1 to 200 products'] },
      });
    }
    expect(errorOf(await admin.graphql(SET, { ids: [0], active: true })).fieldErrors).toEqual({
      ids: [expect.any(String)],
    });
  });

  it('needs CATALOG_WRITE; any member of staff reads the list', async () => {
    const clerk = await staffClient(server, { roles: ['STOCK_CLERK'] });
    const category = await makeCategory(server, { fr: 'Droits' });
    const product = await makeProduct(server, { mainCategoryId: category.id });
    expect(errorOf(await clerk.graphql(SET, { ids: [product.id], active: false })).code).toBe('FORBIDDEN');
    expect(ids((await list({ filter: { categoryId: category.id } }, clerk)).rows)).toEqual([product.id]);
    const editor = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
    const answer = await editor.graphql<{ setProductsActive: number }>(SET, {
      ids: [product.id],
      active: false,
    });
    expect(answer.data?.setProductsActive).toBe(1);
  });
});
