/**
 * Staff product editing over GraphQL on a real database: creation with generated unique slugs, the
 * sku and field errors, unknown ids, the optimistic lock and concurrent saves, and that a refused
 * mutation writes nothing.
 */
import { priceTtc } from '@tijara/schema';
import { Shop } from '../src/modules/shop';
import {
  CREATE_PRODUCT,
  errorOf,
  makeBrand,
  makeCategory,
  sql,
  staffClient,
  UPDATE_PRODUCT,
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

async function create(input: Record<string, unknown>) {
  return admin.graphql<{ createProduct: ProductResult }>(CREATE_PRODUCT, {
    input: { mainCategoryId: categoryId, ...input },
  });
}

describe('createProduct', () => {
  it('creates a product with its French name, links and prices (TTC from priceTtc)', async () => {
    const brand = await makeBrand(server, 'Atelier Djurdjura');
    const [shop] = await server.orm.em.fork().find(Shop, {});
    const result = await create({
      name: '  Robe Kabyle  ',
      sku: 'RK-001',
      brandId: brand.id,
      categoryIds: [categoryId],
      shopIds: [shop?.uuid],
      availableDate: '2026-12-01',
      weightGrams: 900,
      prices: {
        priceHt: 450_000,
        taxPercent: 19,
        supplyPriceHt: 200_000,
        wholesalePriceHt: 380_000,
        wholesaleMoq: 6,
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProduct).toMatchObject({
      slug: 'robe-kabyle',
      sku: 'RK-001',
      status: 'DRAFT',
      active: true,
      version: 1,
      name: 'Robe Kabyle',
      priceHt: 450_000,
      taxPercent: 19,
      priceTtc: priceTtc(450_000, 1900),
      supplyPriceTtc: priceTtc(200_000, 1900),
      wholesalePriceTtc: priceTtc(380_000, 1900),
      wholesaleMoq: 6,
      availableDate: '2026-12-01',
      weightGrams: 900,
      mainCategory: { id: categoryId, name: 'Robes' },
      categories: [{ id: categoryId }],
      brand: { id: brand.id, name: 'Atelier Djurdjura' },
      shops: [{ uuid: shop?.uuid }],
      translations: [{ locale: 'fr', name: 'Robe Kabyle', shortDescription: '' }],
    });
    expect(result.data?.createProduct.priceTtc).toBe(535_500);
  });

  it('numbers the slug of a second product with the same name, and refuses a typed slug in use', async () => {
    const first = await create({ name: 'Écharpe été' });
    const second = await create({ name: 'Echarpe ete' });
    expect([first.data?.createProduct.slug, second.data?.createProduct.slug]).toEqual([
      'echarpe-ete',
      'echarpe-ete-2',
    ]);
    expect(errorOf(await create({ name: 'Autre', slug: 'echarpe-ete' }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { slug: ['is already used'] },
    });
    expect(errorOf(await create({ name: 'Autre', slug: 'Pas Un Slug' })).fieldErrors).toEqual({
      slug: ['must be lower-case letters, digits and single dashes'],
    });
  });

  it('answers a field error, not a 500, for an sku already used', async () => {
    await create({ name: 'Gandoura', sku: 'GAN-1' });
    const result = await create({ name: 'Gandoura bis', sku: 'GAN-1' });
    expect([result.status, errorOf(result)]).toEqual([
      400,
      { code: 'BAD_USER_INPUT', fieldErrors: { sku: ['is already used'] } },
    ]);
  });

  it('names every field at fault', async () => {
    const result = await create({
      name: '  ',
      availableDate: '2026-02-30',
      weightGrams: -1,
      prices: { priceHt: -5, taxPercent: 150 },
    });
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: ['must not be empty'],
        weightGrams: ['must be a whole number from 0'],
        availableDate: ['must be a date like 2026-12-31'],
        'prices.priceHt': ['must be a whole number of centimes from 0'],
        'prices.taxPercent': ['must be a percent from 0 to 100'],
      },
    });
  });

  it('answers NOT_FOUND for unknown ids, and writes nothing', async () => {
    const before = await sql<{ count: string }>(server, 'select count(*) from product');
    const revision = await sql<{ revision: string }>(server, 'select revision from catalogue_revision');
    for (const input of [{ mainCategoryId: 999_999 }, { tagIds: [999_999] }, { brandId: 999_999 }]) {
      const result = await create({ name: 'Fantôme', ...input });
      expect([result.status, errorOf(result).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await sql(server, 'select count(*) from product')).toEqual(before);
    expect(await sql(server, "select count(*) from product where slug like 'fantome%'")).toEqual([
      { count: '0' },
    ]);
    expect(await sql(server, 'select revision from catalogue_revision')).toEqual(revision);
  });

  it('refuses a brand line of another brand', async () => {
    const [mine, other] = [await makeBrand(server, 'Mine'), await makeBrand(server, 'Other')];
    const line = await admin.graphql<{ createBrandLine: { id: number } }>(
      'mutation ($input: BrandLineInput!) { createBrandLine(input: $input) { id } }',
      { input: { brandId: other.id, names: { fr: 'Ligne' } } },
    );
    const result = await create({
      name: 'Mixte',
      brandId: mine.id,
      brandLineId: line.data?.createBrandLine.id,
    });
    expect(errorOf(result).fieldErrors).toEqual({ brandLineId: ['belongs to another brand'] });
  });
});

describe('updateProduct', () => {
  it('saves the details and moves the version; a stale version is a CONFLICT', async () => {
    const created = (await create({ name: 'Burnous' })).data?.createProduct;
    const id = created?.id;
    const saved = await admin.graphql<{ updateProduct: ProductResult }>(UPDATE_PRODUCT, {
      id,
      version: created?.version,
      input: { status: 'PUBLISHED', sku: 'BUR-1', slug: 'burnous-laine', categoryIds: [] },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProduct).toMatchObject({
      status: 'PUBLISHED',
      sku: 'BUR-1',
      slug: 'burnous-laine',
      version: 2,
    });
    const stale = await admin.graphql(UPDATE_PRODUCT, {
      id,
      version: created?.version,
      input: { active: false },
    });
    expect([stale.status, errorOf(stale).code]).toEqual([409, 'CONFLICT']);
    expect(await sql(server, 'select active, version from product where id = ?', [id])).toEqual([
      { active: true, version: 2 },
    ]);
  });

  it('moves the version when only links change, and clears nullable fields with null', async () => {
    const brand = await makeBrand(server, 'Tizi');
    const created = (await create({ name: 'Tapis', brandId: brand.id, sku: 'TAP-1' })).data?.createProduct;
    const saved = await admin.graphql<{ updateProduct: ProductResult }>(UPDATE_PRODUCT, {
      id: created?.id,
      version: created?.version,
      input: { brandId: null, sku: null },
    });
    expect(saved.data?.updateProduct).toMatchObject({ brand: null, sku: null, version: 2 });
    const linked = await admin.graphql<{ updateProduct: ProductResult }>(UPDATE_PRODUCT, {
      id: created?.id,
      version: 2,
      input: { categoryIds: [categoryId] },
    });
    expect(linked.data?.updateProduct).toMatchObject({ categories: [{ id: categoryId }], version: 3 });
  });

  it('answers NOT_FOUND for an unknown product and 400 for a bad id', async () => {
    expect(errorOf(await admin.graphql(UPDATE_PRODUCT, { id: 999_999, version: 1, input: {} })).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await admin.graphql(UPDATE_PRODUCT, { id: 0, version: 1, input: {} }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { id: ['must be a whole number from 1 to 2147483647'] },
    });
  });
});

describe('concurrent saves', () => {
  it('lets one of two creations with the same sku win; the other is a field error and writes nothing', async () => {
    const results = await Promise.all(
      ['Karakou bleu', 'Karakou vert'].map((name) => create({ name, sku: 'KAR-1' })),
    );
    const codes = results.map((result) => (result.errors ? errorOf(result) : 'created'));
    expect(codes.sort()).toEqual(
      ['created', { code: 'BAD_USER_INPUT', fieldErrors: { sku: ['is already used'] } }].sort(),
    );
    expect(await sql(server, "select count(*) from product where slug like 'karakou%'")).toEqual([
      { count: '1' },
    ]);
    expect(await sql(server, "select count(*) from product_translation where name like 'Karakou%'")).toEqual([
      { count: '1' },
    ]);
  });

  it('lets one of two saves of the same version win; the other is a CONFLICT', async () => {
    const created = (await create({ name: 'Haïk' })).data?.createProduct;
    const saves = await Promise.all(
      [true, false].map((featured) =>
        admin.graphql(UPDATE_PRODUCT, { id: created?.id, version: created?.version, input: { featured } }),
      ),
    );
    expect(saves.map((save) => (save.errors ? errorOf(save).code : 'saved')).sort()).toEqual([
      'CONFLICT',
      'saved',
    ]);
    expect(await sql(server, 'select version from product where id = ?', [created?.id])).toEqual([
      { version: 2 },
    ]);
  });
});
