/**
 * Combinations and packs over GraphQL: one value per attribute, no two combinations alike, exactly
 * one default, labels in the request's language, prices from the product's; packs strict and
 * flexible with their refusals. Every refusal leaves the data as it was.
 */
import { priceTtc } from '@tijara/schema';
import {
  errorOf,
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
let categoryId: number;
let colour: AttributeFixture;
let size: AttributeFixture;
beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  categoryId = (await makeCategory(server, { fr: 'Vêtements' })).id;
  colour = await makeAttribute(server, { code: 'color', labels: { fr: 'Couleur' }, position: 1 }, [
    [{ fr: 'Rouge', en: 'Red', ar: 'أحمر' }, '#C62828'],
    [{ fr: 'Bleu', en: 'Blue' }, '#1565C0'],
  ]);
  size = await makeAttribute(server, { code: 'size', labels: { fr: 'Taille' }, position: 2 }, [
    [{ fr: 'M' }],
    [{ fr: 'XL' }],
  ]);
});
afterAll(() => server.close());

const [RED, BLUE] = [0, 1];
const [M, XL] = [0, 1];
const value = (attribute: AttributeFixture, index: number) => attribute.values[index]?.id ?? 0;

const FIELDS = 'id label name isDefault priceImpactHt priceHt priceTtc values { name color }';
const CREATE = `mutation ($productId: Int!, $input: CombinationInput!) {
  createCombination(productId: $productId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CombinationInput!) { updateCombination(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCombination(id: $id) }';
const SET_PACK = `mutation ($productId: Int!, $mode: PackMode, $items: [PackItemInput!]!) {
  setPack(productId: $productId, mode: $mode, items: $items) {
    packMode packItems { quantity product { id } combination { id } } } }`;

interface CombinationResult {
  id: number;
  label: string;
  name: string;
  isDefault: boolean;
  [field: string]: unknown;
}

async function createCombination(productId: number, input: Record<string, unknown>) {
  return admin.graphql<{ createCombination: CombinationResult }>(CREATE, { productId, input });
}

async function defaults(productId: number) {
  return sql<{ id: number }>(server, 'select id from combination where product_id = ? and is_default', [
    productId,
  ]);
}

describe('combinations', () => {
  it('labels a combination from its values in the attributes order, in the request language', async () => {
    const product = await makeProduct(server, {
      mainCategoryId: categoryId,
      priceHt: 100_000,
      taxRateBp: 1900,
    });
    const created = await createCombination(product.id, {
      valueIds: [value(size, XL), value(colour, RED)],
      priceImpactHt: 2_500,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCombination).toMatchObject({
      label: 'Rouge - XL',
      name: 'Rouge - XL',
      isDefault: true,
      priceImpactHt: 2_500,
      priceHt: 102_500,
      priceTtc: priceTtc(102_500, 1900),
      values: [
        { name: 'Rouge', color: '#C62828' },
        { name: 'XL', color: null },
      ],
    });
    const english = await server.graphql<{ product: { combinations: { label: string }[] } }>(
      '{ product(id: ' + product.id + ') { combinations { label } } }',
      {},
      { cookie: admin.signed.cookie, 'accept-language': 'en' },
    );
    expect(english.data?.product.combinations).toEqual([{ label: 'Red - XL' }]);
  });

  it('refuses two values of one attribute, no value, and the same values twice', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    await createCombination(product.id, { valueIds: [value(colour, RED), value(size, M)] });
    const twoColours = await createCombination(product.id, {
      valueIds: [value(colour, RED), value(colour, BLUE)],
    });
    expect(errorOf(twoColours).fieldErrors).toEqual({ valueIds: ['at most one value per attribute'] });
    const none = await createCombination(product.id, { valueIds: [] });
    expect(errorOf(none).fieldErrors).toEqual({
      valueIds: ['a combination needs at least one attribute value'],
    });
    const same = await createCombination(product.id, { valueIds: [value(size, M), value(colour, RED)] });
    expect(errorOf(same).fieldErrors).toEqual({
      valueIds: ['another combination of this product has these values'],
    });
    expect(errorOf(await createCombination(product.id, { valueIds: [999_999] })).code).toBe('NOT_FOUND');
    expect(await sql(server, 'select count(*) from combination where product_id = ?', [product.id])).toEqual([
      { count: '1' },
    ]);
  });

  it('refuses an impact that makes the price negative, and a reference in use', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId, priceHt: 1_000 });
    const cheap = await createCombination(product.id, { valueIds: [value(size, M)], priceImpactHt: -1_001 });
    expect(errorOf(cheap).fieldErrors).toEqual({
      priceImpactHt: ['would make the price of the combination negative'],
    });
    await createCombination(product.id, { valueIds: [value(size, M)], reference: 'REF-M' });
    const taken = await createCombination(product.id, { valueIds: [value(size, XL)], reference: 'REF-M' });
    expect(errorOf(taken).fieldErrors).toEqual({ reference: ['is already used'] });
  });

  it('keeps exactly one default: the first, then the one made default, then the next after a delete', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const first = (await createCombination(product.id, { valueIds: [value(size, M)] })).data
      ?.createCombination;
    const second = (await createCombination(product.id, { valueIds: [value(size, XL)] })).data
      ?.createCombination;
    expect([first?.isDefault, second?.isDefault]).toEqual([true, false]);
    expect(await defaults(product.id)).toEqual([{ id: first?.id }]);

    const promoted = await admin.graphql<{ updateCombination: CombinationResult }>(UPDATE, {
      id: second?.id,
      input: { isDefault: true },
    });
    expect(promoted.data?.updateCombination.isDefault).toBe(true);
    expect(await defaults(product.id)).toEqual([{ id: second?.id }]);

    const unset = await admin.graphql(UPDATE, { id: second?.id, input: { isDefault: false } });
    expect(errorOf(unset).fieldErrors).toEqual({
      isDefault: ['a product keeps one default combination: make another one the default'],
    });

    const third = (await createCombination(product.id, { valueIds: [value(colour, BLUE)], isDefault: true }))
      .data?.createCombination;
    expect(await defaults(product.id)).toEqual([{ id: third?.id }]);

    expect((await admin.graphql(DELETE, { id: third?.id })).data).toEqual({ deleteCombination: third?.id });
    expect(await defaults(product.id)).toEqual([{ id: first?.id }]);
  });

  it('updates values and names, still refusing a duplicate', async () => {
    const product = await makeProduct(server, { mainCategoryId: categoryId });
    const first = (await createCombination(product.id, { valueIds: [value(size, M)] })).data
      ?.createCombination;
    await createCombination(product.id, { valueIds: [value(size, XL)] });
    const dup = await admin.graphql(UPDATE, { id: first?.id, input: { valueIds: [value(size, XL)] } });
    expect(errorOf(dup).fieldErrors).toEqual({
      valueIds: ['another combination of this product has these values'],
    });
    const renamed = await admin.graphql<{ updateCombination: CombinationResult }>(UPDATE, {
      id: first?.id,
      input: { valueIds: [value(size, M), value(colour, BLUE)], names: { fr: 'Édition bleue' } },
    });
    expect(renamed.data?.updateCombination).toMatchObject({ label: 'Bleu - M', name: 'Édition bleue' });
    expect(errorOf(await admin.graphql(DELETE, { id: 999_999 })).code).toBe('NOT_FOUND');
  });
});

describe('packs', () => {
  async function packFixture() {
    const pack = await makeProduct(server, { mainCategoryId: categoryId });
    const dress = await makeProduct(server, { mainCategoryId: categoryId });
    const belt = await makeProduct(server, { mainCategoryId: categoryId });
    const dressRed = await makeCombination(server, dress.id, [value(colour, RED)], true);
    const beltM = await makeCombination(server, belt.id, [value(size, M)], true);
    return { pack, dress, belt, dressRed, beltM };
  }

  it('stores a strict pack with the fixed combinations', async () => {
    const { pack, dress, belt, dressRed, beltM } = await packFixture();
    const result = await admin.graphql(SET_PACK, {
      productId: pack.id,
      mode: 'STRICT',
      items: [
        { productId: dress.id, combinationId: dressRed.id, quantity: 1 },
        { productId: belt.id, combinationId: beltM.id, quantity: 2 },
      ],
    });
    expect(result.data).toEqual({
      setPack: {
        packMode: 'STRICT',
        packItems: [
          { quantity: 1, product: { id: dress.id }, combination: { id: dressRed.id } },
          { quantity: 2, product: { id: belt.id }, combination: { id: beltM.id } },
        ],
      },
    });
  });

  it('stores no combination in a flexible pack, and replaces the items', async () => {
    const { pack, dress, dressRed } = await packFixture();
    const items = [{ productId: dress.id, combinationId: dressRed.id, quantity: 1 }];
    await admin.graphql(SET_PACK, { productId: pack.id, mode: 'STRICT', items });
    const result = await admin.graphql(SET_PACK, { productId: pack.id, mode: 'FLEXIBLE', items });
    expect(result.data).toEqual({
      setPack: {
        packMode: 'FLEXIBLE',
        packItems: [{ quantity: 1, product: { id: dress.id }, combination: null }],
      },
    });
    expect(await sql(server, 'select count(*) from pack_item where pack_id = ?', [pack.id])).toEqual([
      { count: '1' },
    ]);
    const cleared = await admin.graphql(SET_PACK, { productId: pack.id, mode: null, items: [] });
    expect(cleared.data).toEqual({ setPack: { packMode: null, packItems: [] } });
  });

  it('refuses a strict component without its combination, itself, another pack and a zero quantity', async () => {
    const { pack, dress, belt, beltM } = await packFixture();
    const other = await packFixture();
    await admin.graphql(SET_PACK, {
      productId: other.pack.id,
      mode: 'FLEXIBLE',
      items: [{ productId: other.belt.id, quantity: 1 }],
    });
    const result = await admin.graphql(SET_PACK, {
      productId: pack.id,
      mode: 'STRICT',
      items: [
        { productId: dress.id, quantity: 1 },
        { productId: pack.id, quantity: 1 },
        { productId: other.pack.id, quantity: 1 },
        { productId: belt.id, combinationId: beltM.id, quantity: 0 },
      ],
    });
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'items.0.combinationId': ['a strict pack fixes the combination of this product'],
        'items.1.productId': ['a pack cannot contain itself'],
        'items.2.productId': ['a pack cannot contain another pack'],
        'items.3.quantity': ['must be a whole number from 1'],
      },
    });
    expect(await sql(server, 'select pack_mode from product where id = ?', [pack.id])).toEqual([
      { pack_mode: null },
    ]);
    const component = await admin.graphql(SET_PACK, {
      productId: other.belt.id,
      mode: 'FLEXIBLE',
      items: [{ productId: dress.id, quantity: 1 }],
    });
    expect(errorOf(component).fieldErrors).toEqual({
      mode: ['this product is in a pack, and a pack cannot contain another pack'],
    });
    const unknown = await admin.graphql(SET_PACK, {
      productId: pack.id,
      mode: 'FLEXIBLE',
      items: [{ productId: 999_999, quantity: 1 }],
    });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });

  it('refuses to delete a combination a strict pack fixes', async () => {
    const { pack, dress, dressRed } = await packFixture();
    await admin.graphql(SET_PACK, {
      productId: pack.id,
      mode: 'STRICT',
      items: [{ productId: dress.id, combinationId: dressRed.id, quantity: 1 }],
    });
    expect(errorOf(await admin.graphql(DELETE, { id: dressRed.id })).fieldErrors).toEqual({
      id: ['is part of a strict pack: change the pack first'],
    });
  });
});
