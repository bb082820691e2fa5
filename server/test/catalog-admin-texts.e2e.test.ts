/**
 * Product languages and the PRICES rule. Texts: the language form's required fields and cleaned
 * HTML. PRICES: a CATALOG_EDITOR (CATALOG_WRITE without PRICES) over HTTP, then every priced path on
 * the services.
 */
import { Permission } from '@tijara/schema';
import { createRequestContext } from '../src/core/request-context';
import type { Actor } from '../src/core/request-context';
import { CatalogueChanges, createCatalogAdmin } from '../src/modules/catalog';
import {
  makeAttribute,
  makeCategory,
  makeProduct,
  SET_PRODUCT_PRICES,
  sql,
  staffClient,
} from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let categoryId: number;
beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  categoryId = (await makeCategory(server, { fr: 'Maison' })).id;
});
afterAll(() => server.close());

const SET_TRANSLATION = `mutation ($productId: Int!, $locale: String!, $input: ProductTranslationInput!) {
  setProductTranslation(productId: $productId, locale: $locale, input: $input) {
    locale name shortDescription longDescription seoTitle seoDescription } }`;

const TEXTS = {
  name: ' Tajine en terre ',
  shortDescription: '<p onclick="steal()">Cuit <strong>lentement</strong></p>',
  longDescription:
    '<h2>Origine</h2><script>alert(1)</script><a href="https://tijara.dz" onclick="x()">site</a>',
  seoTitle: 'Tajine en terre cuite',
  seoDescription: 'Un tajine fait main',
};

function errorOf(result: GraphqlResponse<unknown>) {
  const [error] = result.errors ?? [];
  return {
    code: error?.extensions.code,
    message: error?.message,
    fieldErrors: error?.extensions.fieldErrors,
  };
}

describe('setProductTranslation', () => {
  it('writes a language with its HTML cleaned: no script, no event handler', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId, names: { fr: 'Tajine' } });
    const result = await admin.graphql(SET_TRANSLATION, {
      productId: product.id,
      locale: 'ar',
      input: TEXTS,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      setProductTranslation: {
        locale: 'ar',
        name: 'Tajine en terre',
        shortDescription: '<p>Cuit <strong>lentement</strong></p>',
        longDescription: '<h2>Origine</h2><a href="https://tijara.dz" rel="noopener">site</a>',
        seoTitle: 'Tajine en terre cuite',
        seoDescription: 'Un tajine fait main',
      },
    });
    const stored = await sql<{ short_description: string; long_description: string }>(
      server,
      "select short_description, long_description from product_translation where product_id = ? and locale = 'ar'",
      [product.id],
    );
    expect(stored.map((row) => row.short_description + row.long_description).join('')).not.toMatch(
      /<script|onclick|alert/,
    );
    const again = await admin.graphql(SET_TRANSLATION, {
      productId: product.id,
      locale: 'ar',
      input: { ...TEXTS, name: 'Tajine' },
    });
    expect(again.errors).toBeUndefined();
    expect(
      await sql(server, 'select locale, name from product_translation where product_id = ? order by locale', [
        product.id,
      ]),
    ).toEqual([
      { locale: 'ar', name: 'Tajine' },
      { locale: 'fr', name: 'Tajine' },
    ]);
  });

  it('refuses empty required fields with the language form’s message, and writes nothing', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const result = await admin.graphql(SET_TRANSLATION, {
      productId: product.id,
      locale: 'en',
      input: { name: ' ', shortDescription: '<p> </p>', seoTitle: '', seoDescription: '  ' },
    });
    expect([result.status, errorOf(result)]).toEqual([
      400,
      {
        code: 'BAD_USER_INPUT',
        message: 'Please fill in all required fields.',
        fieldErrors: {
          name: ['must not be empty'],
          shortDescription: ['must not be empty'],
          seoTitle: ['must not be empty'],
          seoDescription: ['must not be empty'],
        },
      },
    ]);
    expect(
      await sql(server, "select count(*) from product_translation where product_id = ? and locale = 'en'", [
        product.id,
      ]),
    ).toEqual([{ count: '0' }]);
  });

  it('refuses an unknown language and answers NOT_FOUND for an unknown product', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const de = await admin.graphql(SET_TRANSLATION, { productId: product.id, locale: 'de', input: TEXTS });
    expect(errorOf(de).fieldErrors).toEqual({ locale: ['must be one of fr, en, ar'] });
    const missing = await admin.graphql(SET_TRANSLATION, { productId: 999_999, locale: 'en', input: TEXTS });
    expect(errorOf(missing).code).toBe('NOT_FOUND');
  });
});

describe('the PRICES permission', () => {
  function contextFor(permissions: Permission[]) {
    const actor: Actor = {
      staffId: '00000000-0000-4000-8000-000000000001',
      email: 'editor@example.dz',
      displayName: 'editor',
      roles: [],
      permissions: new Set(permissions),
      shopIds: [],
      warehouseIds: [],
      session: { id: 'session', csrfToken: 'token', expiresAt: new Date(Date.now() + 60_000) },
    };
    return createRequestContext({
      orm: server.orm,
      clock: () => new Date(),
      locale: 'fr',
      log: server.app.log,
      actor,
    });
  }

  const { services } = createCatalogAdmin(new CatalogueChanges());
  const prices = { priceHt: 1_000, taxPercent: 19 };

  it('refuses prices to a signed-in catalogue editor over HTTP, and lets them write texts', async () => {
    const editor = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const refused = await editor.graphql(SET_PRODUCT_PRICES, { productId: product.id, input: prices });
    expect([refused.status, refused.errors?.map((e) => e.extensions.code)]).toEqual([403, ['FORBIDDEN']]);
    const texts = await editor.graphql(SET_TRANSLATION, {
      productId: product.id,
      locale: 'ar',
      input: TEXTS,
    });
    expect(texts.errors).toBeUndefined();
    expect(await sql(server, 'select price_ht from product where id = ?', [product.id])).toEqual([
      { price_ht: String(product.priceHt) },
    ]);
  });

  it('lets a catalogue editor without PRICES edit texts and details, not prices', async () => {
    const editor = contextFor([Permission.CATALOG_WRITE]);
    const created = await services.productEditing.createProduct(editor, {
      name: 'Couscoussier',
      mainCategoryId: categoryId,
    });
    await services.productEditing.updateProduct(editor, created.id, created.version, { featured: true });
    await services.productTexts.setProductTranslation(editor, created.id, 'en', {
      ...TEXTS,
      name: 'Steamer',
    });
    const refusals = [
      services.productEditing.createProduct(editor, { name: 'Autre', mainCategoryId: categoryId, prices }),
      services.productEditing.updateProduct(editor, created.id, created.version + 1, { prices }),
      services.productEditing.setProductPrices(editor, created.id, prices),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await sql(server, 'select price_ht, featured from product where id = ?', [created.id])).toEqual([
      { price_ht: '0', featured: true },
    ]);
    expect(await sql(server, "select count(*) from product where slug like 'autre%'")).toEqual([
      { count: '0' },
    ]);
  });

  it('applies to combination prices too, names stay editable', async () => {
    const editor = contextFor([Permission.CATALOG_WRITE]);
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const { values } = await makeAttribute(
      server,
      { code: 'volume', labels: { fr: 'Volume' }, position: 1 },
      [[{ fr: '2 L' }]],
    );
    const valueIds = values.map((v) => v.id);
    await expect(
      services.combinations.createCombination(editor, product.id, { valueIds, priceImpactHt: 500 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const combination = await services.combinations.createCombination(editor, product.id, { valueIds });
    await expect(
      services.combinationForm.save(editor, combination.id, { name: 'Grand', productPriceHt: 2_000 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const saved = await services.combinationForm.save(editor, combination.id, { name: 'Grand' });
    expect([saved.name, saved.priceImpactHt]).toEqual(['Grand', 0]);
    const manager = contextFor([Permission.CATALOG_WRITE, Permission.PRICES]);
    const priced = await services.productEditing.setProductPrices(manager, product.id, prices);
    expect(priced.priceHt).toBe(1_000);
  });
});
