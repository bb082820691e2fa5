/**
 * The dashboard REST shims of the product forms, exact legacy shapes, and their
 * 4xx answers: the combinations of a product, the combination form, the language form, quick-create.
 */
import {
  makeAttribute,
  makeCategory,
  makeCombination,
  makeProduct,
  sql,
  staffClient,
} from './helpers/catalog-admin-fixtures';
import type { AttributeFixture, StaffClient } from './helpers/catalog-admin-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let colour: AttributeFixture;
let size: AttributeFixture;
beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  colour = await makeAttribute(server, { code: 'color', labels: { fr: 'Couleur' }, position: 1 }, [
    [{ fr: 'Rouge', ar: 'أحمر' }, '#C62828'],
  ]);
  size = await makeAttribute(server, { code: 'size', labels: { fr: 'Taille' }, position: 2 }, [
    [{ fr: 'XL' }],
    [{ fr: 'M' }],
  ]);
});
afterAll(() => server.close());

const json = async (response: Response) => [response.status, await response.json()] as const;
const valueId = (attribute: AttributeFixture, index: number) => attribute.values[index]?.id ?? 0;

describe('combinations of a product', () => {
  it('answers {combinations: [{id, combination}]} with labels in the request language', async () => {
    const category = await makeCategory(server, { fr: 'Robes' });
    const product = await makeProduct(server, { mainCategoryId: category.id });
    const red = await makeCombination(server, product.id, [valueId(size, 0), valueId(colour, 0)], true);
    const medium = await makeCombination(server, product.id, [valueId(size, 1)]);
    const path = `/dashboard/api/product/product/${product.id}/combinations`;
    expect(await json(await admin.rest('GET', path))).toEqual([
      200,
      {
        combinations: [
          { id: red.id, combination: 'Rouge - XL' },
          { id: medium.id, combination: 'M' },
        ],
      },
    ]);
    const arabic = await json(await admin.rest('GET', path, undefined, { 'accept-language': 'ar' }));
    expect(arabic[1]).toEqual({
      combinations: [
        { id: red.id, combination: 'أحمر - XL' },
        { id: medium.id, combination: 'M' },
      ],
    });
    expect((await admin.rest('GET', '/dashboard/api/product/product/abc/combinations')).status).toBe(400);
    expect((await admin.rest('GET', '/dashboard/api/product/product/999999/combinations')).status).toBe(404);
  });
});

describe('the combination form', () => {
  async function fixture() {
    const category = await makeCategory(server, { fr: 'Robes' });
    const product = await makeProduct(server, { mainCategoryId: category.id, priceHt: 100_000 });
    const combination = await makeCombination(
      server,
      product.id,
      [valueId(size, 0), valueId(colour, 0)],
      true,
    );
    return { product, combination, path: `/dashboard/api/product/combination/${combination.id}` };
  }

  it('saves the name in the request language and the price from product_price (dinars)', async () => {
    const { combination, path } = await fixture();
    const response = await admin.rest('POST', path, {
      name: 'Édition rouge',
      product_price: '1 234,50',
      combination_price: '',
    });
    expect(await json(response)).toEqual([
      200,
      {
        success: true,
        message: 'Combination saved',
        data: {
          id: combination.id,
          combination: 'Rouge - XL',
          name: 'Édition rouge',
          product_price: 1234.5,
          combination_price: 234.5,
        },
      },
    ]);
    expect(
      await sql(server, 'select names, price_impact_ht from combination where id = ?', [combination.id]),
    ).toEqual([{ names: { fr: 'Édition rouge' }, price_impact_ht: '23450' }]);
  });

  it('accepts a multipart form with combination_price, and both prices when they agree', async () => {
    const { combination, path } = await fixture();
    const form = await admin.form(path, { name: '', combination_price: '-100' }, { 'accept-language': 'en' });
    expect((await json(form))[1]).toMatchObject({
      data: { id: combination.id, name: 'Rouge - XL', product_price: 900, combination_price: -100 },
    });
    const both = await admin.rest('POST', path, { product_price: '1000', combination_price: '0' });
    expect((await json(both))[1]).toMatchObject({ data: { product_price: 1000, combination_price: 0 } });
  });

  it('answers 400 with the field at fault, and 404 for an unknown combination', async () => {
    const { path } = await fixture();
    expect(
      await json(await admin.rest('POST', path, { product_price: '1000', combination_price: '5' })),
    ).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Invalid input',
        errors: { product_price: ['must be the product price plus combination_price'] },
      },
    ]);
    expect((await json(await admin.rest('POST', path, { product_price: '12,345' })))[1]).toMatchObject({
      errors: { product_price: ['must be an amount in dinars with at most 2 decimals, like 1 234,50'] },
    });
    expect((await json(await admin.rest('POST', path, { combination_price: '-1001' })))[1]).toMatchObject({
      errors: { combination_price: ['must not make the price negative'] },
    });
    expect(
      (await admin.rest('POST', '/dashboard/api/product/combination/999999', { name: 'x' })).status,
    ).toBe(404);
    expect((await admin.rest('POST', '/dashboard/api/product/combination/1.5', { name: 'x' })).status).toBe(
      400,
    );
  });
});

describe('the language form', () => {
  it('answers {status: ok, message} for a multipart form, and 400 per field with the language form’s message', async () => {
    const category = await makeCategory(server, { fr: 'Épicerie' });
    const product = await makeProduct(server, { mainCategoryId: category.id });
    const path = `/dashboard/api/product/${product.id}/language/en`;
    const fields = {
      name: 'Olive oil',
      shortDescription: '<p onclick="x()">Cold pressed</p>',
      longDescription: '<script>alert(1)</script><p>From Kabylie</p>',
      seoTitle: 'Kabyle olive oil',
      seoDescription: 'Olive oil from Kabylie',
    };
    expect(await json(await admin.form(path, fields))).toEqual([
      200,
      { status: 'ok', message: 'Language updated successfully' },
    ]);
    expect(
      await sql(
        server,
        "select short_description, long_description from product_translation where product_id = ? and locale = 'en'",
        [product.id],
      ),
    ).toEqual([{ short_description: '<p>Cold pressed</p>', long_description: '<p>From Kabylie</p>' }]);
    expect(await json(await admin.rest('POST', path, { name: 'Olive oil', seoTitle: ' ' }))).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Please fill in all required fields.',
        errors: {
          shortDescription: ['must not be empty'],
          seoTitle: ['must not be empty'],
          seoDescription: ['must not be empty'],
        },
      },
    ]);
    expect(
      (await admin.rest('POST', `/dashboard/api/product/${product.id}/language/de`, fields)).status,
    ).toBe(400);
    expect((await admin.rest('POST', '/dashboard/api/product/999999/language/en', fields)).status).toBe(404);
  });
});

describe('quick-create', () => {
  it('creates a category (optionally under a parent) and a brand, answering {id, name}', async () => {
    const parent = await makeCategory(server, { fr: 'Maison' });
    const [status, body] = await json(
      await admin.form('/dashboard/api/category/quick-create', {
        name: ' Cuisine ',
        parentId: String(parent.id),
      }),
    );
    expect([status, body]).toEqual([200, { id: expect.any(Number), name: 'Cuisine' }]);
    const id = (body as { id: number }).id;
    expect(await sql(server, 'select parent_id, slug from category where id = ?', [id])).toEqual([
      { parent_id: parent.id, slug: 'cuisine' },
    ]);
    expect(
      await json(await admin.rest('POST', '/dashboard/api/brand/quick-create', { name: 'Iris' })),
    ).toEqual([200, { id: expect.any(Number), name: 'Iris' }]);
    expect(await json(await admin.rest('POST', '/dashboard/api/brand/quick-create', { name: '' }))).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Invalid input',
        errors: { name: ['must not be empty'] },
      },
    ]);
    expect(
      (await admin.form('/dashboard/api/category/quick-create', { name: 'X', parentId: '999999' })).status,
    ).toBe(404);
  });
});
