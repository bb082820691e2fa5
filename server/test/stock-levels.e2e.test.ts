/**
 * Reading stock: every stockable line of the catalogue with its figures in one warehouse (packs left
 * out, 0 without a level row), names in the request's language, search, paging with a statement
 * count independent of the page size, affectation, and the ledger's history.
 */
import { makeAttribute, makeCombination, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { signInAs } from './helpers/staff';
import { addStockDirect, createStockProduct, demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let warehouses: DemoWarehouses;
let statements: string[] = [];

interface Level {
  productId: number;
  combinationId: number | null;
  type: string;
  productName: string;
  combinationName: string | null;
  sku: string | null;
  barcode: string | null;
  onHand: number;
  reserved: number;
  available: number;
  updatedAt: string | null;
}
interface LevelPage {
  stockLevels: { items: Level[]; totalCount: number; page: number; pageSize: number };
}

const LEVELS = `query ($warehouseId: ID!, $search: String, $page: Int, $pageSize: Int, $inStockOnly: Boolean) {
  stockLevels(warehouseId: $warehouseId, search: $search, page: $page, pageSize: $pageSize, inStockOnly: $inStockOnly) {
    totalCount page pageSize items { warehouseId productId combinationId type productName combinationName sku
      barcode onHand reserved available updatedAt } } }`;

let abaya: { productId: number; combinationIds: number[] };
let babouche: { productId: number };
let caftan: { productId: number; rougeXl: number };

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await staffClient(server);
  warehouses = await demoWarehouses(server);
  abaya = await createStockProduct(server, { name: 'Abaya', combinations: 2 });
  babouche = await createStockProduct(server, { name: 'Babouche', sku: 'BAB-01', barcode: '6130000000017' });
  const product = await createStockProduct(server, { name: 'Caftan' });
  const couleur = await makeAttribute(
    server,
    { code: 'couleur', labels: { fr: 'Couleur', en: 'Colour' }, position: 0 },
    [[{ fr: 'Rouge', en: 'Red' }]],
  );
  const taille = await makeAttribute(server, { code: 'taille', labels: { fr: 'Taille' }, position: 1 }, [
    [{ fr: 'XL' }],
  ]);
  const ids = [taille.values[0]?.id ?? 0, couleur.values[0]?.id ?? 0];
  caftan = {
    productId: product.productId,
    rougeXl: (await makeCombination(server, product.productId, ids)).id,
  };
  await createStockProduct(server, { name: 'Coffret cadeau', pack: true });
  await addStockDirect(server, {
    warehouseId: warehouses.central,
    productId: abaya.productId,
    combinationId: abaya.combinationIds[0],
    quantity: 3,
  });
  await addStockDirect(server, {
    warehouseId: warehouses.central,
    productId: babouche.productId,
    quantity: 5,
  });
  await addStockDirect(server, {
    warehouseId: warehouses.boutique,
    productId: babouche.productId,
    quantity: 7,
  });
});
afterAll(() => server.close());

async function levels(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const result = await server.graphql<LevelPage>(
    LEVELS,
    { warehouseId: warehouses.central, ...variables },
    { cookie: admin.signed.cookie, ...headers },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.stockLevels ?? { items: [], totalCount: -1, page: 0, pageSize: 0 };
}

const brief = (level: Level) => [level.productName, level.combinationName, level.onHand];

describe('stockLevels', () => {
  it('lists every plain product and combination (packs excluded), 0 without a level row, by name', async () => {
    const page = await levels({});
    expect(page.items.map(brief)).toEqual([
      ['Abaya', 'V1', 3],
      ['Abaya', 'V2', 0],
      ['Babouche', null, 5],
      ['Caftan', 'Rouge - XL', 0],
    ]);
    expect([page.totalCount, page.page, page.pageSize]).toEqual([4, 1, 24]);
    const [v1, v2, plain, combination] = page.items;
    expect(v1).toMatchObject({
      type: 'COMBINATION',
      combinationId: abaya.combinationIds[0],
      reserved: 0,
      available: 3,
    });
    expect(v1?.updatedAt).toEqual(expect.any(String));
    expect(v2).toMatchObject({ onHand: 0, reserved: 0, available: 0, updatedAt: null });
    expect(plain).toMatchObject({
      type: 'PRODUCT',
      warehouseId: warehouses.central,
      productId: babouche.productId,
      combinationId: null,
      sku: 'BAB-01',
      barcode: '6130000000017',
    });
    expect(combination).toMatchObject({ productId: caftan.productId, combinationId: caftan.rougeXl });
    const boutique = await levels({ warehouseId: warehouses.boutique, inStockOnly: true });
    expect(boutique.items.map(brief)).toEqual([['Babouche', null, 7]]);
  });

  it('answers names in the request language, French when missing', async () => {
    const english = await levels({}, { 'accept-language': 'en' });
    expect(english.items.map(brief)).toEqual([
      ['Abaya EN', 'V1 EN', 3],
      ['Abaya EN', 'V2 EN', 0],
      ['Babouche EN', null, 5],
      ['Caftan EN', 'Red - XL', 0],
    ]);
    const arabic = await levels({ search: 'caftan' }, { 'accept-language': 'ar' });
    expect(arabic.items.map(brief)).toEqual([['Caftan', 'Rouge - XL', 0]]);
  });

  it('searches names in any language, SKU, barcode and combination references, ignoring case and accents', async () => {
    const chechia = await createStockProduct(server, { name: 'Chéchia d’été', combinations: 1 });
    const em = server.orm.em.fork();
    await em
      .getConnection()
      .execute("update combination set reference = 'CHE-ROUGE', barcode = '999111' where id = ?", [
        chechia.combinationIds[0],
      ]);
    const names = async (search: string) => (await levels({ search })).items.map((l) => l.productName);
    expect(await names('CHECHIA D’ETE')).toEqual(['Chéchia d’été']);
    expect(await names('été en')).toEqual(['Chéchia d’été']);
    expect(await names('bab-0')).toEqual(['Babouche']);
    expect(await names('000000017')).toEqual(['Babouche']);
    expect(await names('che-rou')).toEqual(['Chéchia d’été']);
    expect(await names('999111')).toEqual(['Chéchia d’été']);
    expect(await names('%')).toEqual([]);
    expect(await names('   ')).toHaveLength(5);
  });

  it('pages with the total, the same number of statements whatever the page size', async () => {
    for (let i = 1; i <= 14; i++)
      await createStockProduct(server, { name: `Lot ${String(i).padStart(2, '0')}` });
    const first = await levels({ search: 'lot ', pageSize: 12 });
    expect([first.totalCount, first.items.length, first.items[0]?.productName]).toEqual([14, 12, 'Lot 01']);
    const second = await levels({ search: 'lot ', pageSize: 12, page: 2 });
    expect(second.items.map((l) => l.productName)).toEqual(['Lot 13', 'Lot 14']);
    const past = await levels({ search: 'lot ', pageSize: 12, page: 3 });
    expect([past.totalCount, past.items]).toEqual([14, []]);

    const count = async (pageSize: number) => {
      statements = [];
      const page = await levels({ pageSize });
      expect(page.items.length).toBe(Math.min(pageSize, page.totalCount));
      return statements.filter((s) => !/staff_session|from "staff"|"staff_(shop|warehouse)"/.test(s));
    };
    const twelve = await count(12);
    expect(await count(50)).toHaveLength(twelve.length);
    // The warehouse check and the page (figures, names and total in one statement).
    expect(twelve).toHaveLength(2);
  });

  it('refuses a bad page size, a foreign warehouse (403) and an unknown one (404)', async () => {
    const bad = await admin.graphql(LEVELS, { warehouseId: warehouses.central, pageSize: 13 });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { pageSize: [expect.any(String)] },
    });
    const clerk = await signInAs(server, { roles: ['STOCK_CLERK'], warehouseIds: [warehouses.boutique] });
    const call = (warehouseId: string) => server.graphql(LEVELS, { warehouseId }, { cookie: clerk.cookie });
    expect((await call(warehouses.boutique)).errors).toBeUndefined();
    const foreign = await call(warehouses.central);
    expect([foreign.status, foreign.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    for (const id of ['5f0c8b1e-0000-4000-8000-000000000000', 'abc']) {
      const unknown = await call(id);
      expect([unknown.status, unknown.errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
