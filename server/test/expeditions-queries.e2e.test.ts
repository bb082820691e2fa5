/**
 * Reading expeditions: the paged list (filters, newest first, only the actor's warehouses), one by id,
 * and the product picker (GraphQL and its REST shim): names in the request's language, search, lines
 * already in the expedition left out, at most AVAILABLE_PRODUCTS_LIMIT. Statement counts do not grow
 * with the number of expeditions or items.
 */
import { AVAILABLE_PRODUCTS_LIMIT } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  ADD,
  CREATE,
  dataOf,
  EXPEDITION_FIELDS,
  expeditionWorld,
  GET,
  refusalOf,
} from './helpers/expeditions-fixtures';
import type { ExpeditionView, ExpeditionWorld } from './helpers/expeditions-fixtures';
import { addStockDirect, createStockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let world: ExpeditionWorld;
let statements: string[] = [];
/** A third warehouse of the demo shop, so these lists hold only what the tests here create. */
let oran: string;
let oranClerk: StaffClient;
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  world = await expeditionWorld(server);
  const [row] = await sql<{ id: string }>(
    server,
    "insert into warehouse (id, shop_uuid, name) select gen_random_uuid(), shop_uuid, 'Dépôt Oran' from warehouse where id = ? returning id",
    [world.central],
  );
  oran = row?.id ?? '';
  oranClerk = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [oran] });
});
afterAll(() => server.close());

const LIST = `query ($warehouseId: ID, $status: ExpeditionStatus, $page: Int, $pageSize: Int) {
  expeditions(warehouseId: $warehouseId, status: $status, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { ${EXPEDITION_FIELDS} } } }`;
const AVAILABLE = `query ($warehouseId: ID!, $search: String, $expeditionId: Int) {
  availableProducts(warehouseId: $warehouseId, search: $search, expeditionId: $expeditionId) {
    productId combinationId type productName combinationName availableStock } }`;

interface Page {
  totalCount: number;
  page: number;
  pageSize: number;
  items: ExpeditionView[];
}

/** An expedition from central to Oran with `lines` items of fresh products. */
async function toOran(lines: number): Promise<number> {
  const input = { sourceWarehouseId: world.central, destinationWarehouseId: oran };
  const { id } = dataOf(
    await world.sender.graphql<Record<string, ExpeditionView>>(CREATE, { input }),
    'createExpedition',
  );
  for (let n = 0; n < lines; n += 1) {
    const product = await createStockProduct(server);
    await addStockDirect(server, { warehouseId: world.central, productId: product.productId, quantity: 2 });
    await world.sender.graphql(ADD, {
      input: { expeditionId: id, productId: product.productId, quantity: 1 },
    });
  }
  return id;
}

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  statements = [];
  const result = await run();
  return { result, statements: statements.length };
}

describe('the expedition list', () => {
  it('pages newest first, filters by warehouse and status, in a fixed number of statements', async () => {
    const [first, second] = [await toOran(1), await toOran(1)];
    const list = (variables: Record<string, unknown>) =>
      counted(async () =>
        dataOf(await oranClerk.graphql<Record<string, Page>>(LIST, variables), 'expeditions'),
      );
    const small = await list({ warehouseId: oran });
    expect(small.result).toMatchObject({ totalCount: 2, page: 1, pageSize: 24 });
    expect(small.result.items.map((e) => e.id)).toEqual([second, first]);
    for (let n = 0; n < 6; n += 1) await toOran(3);
    const large = await list({ warehouseId: oran });
    expect(large.result.items).toHaveLength(8);
    expect(large.statements).toBe(small.statements);

    const paged = (await list({ warehouseId: oran, page: 2, pageSize: 12 })).result;
    expect([paged.totalCount, paged.page, paged.pageSize, paged.items]).toEqual([8, 2, 12, []]);
    expect((await list({})).result.totalCount).toBe(8);
    await world.sender.graphql('mutation ($id: Int!) { cancelExpedition(id: $id) { id } }', { id: first });
    const cancelled = (await list({ warehouseId: oran, status: 'CANCELLED' })).result;
    expect(cancelled.items.map((e) => e.id)).toEqual([first]);
  });

  it('refuses a warehouse the actor is not assigned to and a page size off the list', async () => {
    expect(refusalOf(await oranClerk.graphql(LIST, { warehouseId: world.central }))).toMatchObject({
      status: 403,
    });
    expect(refusalOf(await oranClerk.graphql(LIST, { pageSize: 7 }))).toMatchObject({ status: 400 });
  });

  it('reads one expedition in the same number of statements whatever its items', async () => {
    const one = await toOran(1);
    const five = await toOran(5);
    const read = (id: number) =>
      counted(async () =>
        dataOf(await oranClerk.graphql<Record<string, ExpeditionView>>(GET, { id }), 'expedition'),
      );
    const small = await read(one);
    const large = await read(five);
    expect([small.result.items.length, large.result.items.length]).toEqual([1, 5]);
    expect(large.statements).toBe(small.statements);
  });
});

describe('the product picker', () => {
  it('lists available lines by name in the request language, searchable, without the expedition’s lines', async () => {
    const rug = await createStockProduct(server, { name: 'Zarbiya', sku: 'ZR-100' });
    const robe = await createStockProduct(server, {
      name: 'Zaffa robe',
      combinations: 2,
      barcode: '6130001',
    });
    const [small = 0, large = 0] = robe.combinationIds;
    const held = await createStockProduct(server, { name: 'Zellige' });
    const gone = await createStockProduct(server, { name: 'Zouaves' });
    for (const [productId, combinationId, quantity] of [
      [rug.productId, null, 4],
      [robe.productId, small, 2],
      [robe.productId, large, 1],
      [held.productId, null, 3],
      [gone.productId, null, 1],
    ] as const) {
      await addStockDirect(server, { warehouseId: world.central, productId, combinationId, quantity });
    }
    const input = { sourceWarehouseId: world.central, destinationWarehouseId: world.boutique };
    const { id } = dataOf(
      await world.sender.graphql<Record<string, ExpeditionView>>(CREATE, { input }),
      'createExpedition',
    );
    await world.sender.graphql(ADD, { input: { expeditionId: id, productId: held.productId, quantity: 2 } });
    await world.sender.graphql(ADD, { input: { expeditionId: id, productId: gone.productId, quantity: 1 } });

    const headers = { cookie: world.sender.signed.cookie, 'accept-language': 'en' };
    const pick = async (variables: Record<string, unknown>) =>
      dataOf(
        await server.graphql<Record<string, unknown[]>>(
          AVAILABLE,
          { warehouseId: world.central, ...variables },
          headers,
        ),
        'availableProducts',
      );
    expect(await pick({ search: 'Za' })).toEqual([
      {
        productId: robe.productId,
        combinationId: small,
        type: 'COMBINATION',
        productName: 'Zaffa robe EN',
        combinationName: 'V1 EN',
        availableStock: 2,
      },
      {
        productId: robe.productId,
        combinationId: large,
        type: 'COMBINATION',
        productName: 'Zaffa robe EN',
        combinationName: 'V2 EN',
        availableStock: 1,
      },
      {
        productId: rug.productId,
        combinationId: null,
        type: 'PRODUCT',
        productName: 'Zarbiya EN',
        combinationName: null,
        availableStock: 4,
      },
    ]);
    expect((await pick({ search: 'zr-1' })).length).toBe(1);
    expect((await pick({ search: '6130001' })).length).toBe(2);
    // Zellige has 1 unit free beside the 2 its item holds: listed, except for the expedition holding it.
    expect(await pick({ search: 'Zellige' })).toEqual([expect.objectContaining({ availableStock: 1 })]);
    expect(await pick({ search: 'Zellige', expeditionId: id })).toEqual([]);
    // Zouaves has no unit free at all: never listed.
    expect(await pick({ search: 'Zouaves' })).toEqual([]);
    expect((await pick({ search: 'Z', expeditionId: id })).length).toBe(3);

    const [status, rows] = await (async () => {
      const response = await world.sender.rest(
        'GET',
        `/dashboard/api/warehouse/${world.central}/available-products?search=zarb&expeditionId=${id}`,
      );
      return [response.status, await response.json()] as const;
    })();
    expect([status, rows]).toEqual([
      200,
      [
        {
          product_id: rug.productId,
          combination_id: null,
          type: 'product',
          product_name: 'Zarbiya',
          combination_name: null,
          available_stock: 4,
        },
      ],
    ]);
  });

  it('refuses an expedition leaving another warehouse, and stops at the limit', async () => {
    const elsewhere = await toOran(0);
    const otherSide = await world.receiver.graphql(AVAILABLE, {
      warehouseId: world.boutique,
      expeditionId: elsewhere,
    });
    expect(refusalOf(otherSide)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'error_loading_products',
    });
    expect(Object.keys(otherSide.errors?.[0]?.extensions.fieldErrors ?? {})).toEqual(['expeditionId']);
    const response = await world.sender.rest(
      'GET',
      `/dashboard/api/warehouse/${world.central}/available-products?expeditionId=2000000000`,
    );
    expect([response.status, ((await response.json()) as { messageKey: string }).messageKey]).toEqual([
      404,
      'error_loading_products',
    ]);

    for (let n = 0; n <= AVAILABLE_PRODUCTS_LIMIT; n += 1) {
      const product = await createStockProduct(server, { name: `Lot-limite ${String(n).padStart(2, '0')}` });
      await addStockDirect(server, { warehouseId: world.central, productId: product.productId, quantity: 1 });
    }
    const listed = dataOf(
      await world.sender.graphql<Record<string, { productName: string }[]>>(AVAILABLE, {
        warehouseId: world.central,
        search: 'Lot-limite',
      }),
      'availableProducts',
    );
    expect(listed).toHaveLength(AVAILABLE_PRODUCTS_LIMIT);
    expect(listed[0]?.productName).toBe('Lot-limite 00');
    expect(listed.at(-1)?.productName).toBe(`Lot-limite ${AVAILABLE_PRODUCTS_LIMIT - 1}`);
  });
});
