/**
 * Stock changed by hand through GraphQL (the legacy form: stock-add-form.e2e.test.ts): addStock and
 * countStock, who and when on every ledger row, the ledger's history (stockMovements), and bad input
 * refused with the field at fault, the screens' message key and nothing written.
 */
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { signInAs } from './helpers/staff';
import { addStockDirect, createStockProduct, demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses, StockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';
import { StockLedger, Warehouse } from '../src/modules/stock';

const NOW = new Date('2026-12-01T09:00:00.000Z');
let server: TestApp;
let admin: StaffClient;
let adminId: string;
let warehouses: DemoWarehouses;
let plain: StockProduct;
let sized: StockProduct;

beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  admin = await staffClient(server, { roles: ['ADMIN'], email: 'gerant@example.dz' });
  adminId =
    (await sql<{ id: string }>(server, "select id from staff where email = 'gerant@example.dz'"))[0]?.id ??
    '';
  warehouses = await demoWarehouses(server);
  plain = await createStockProduct(server, { name: 'Tapis' });
  sized = await createStockProduct(server, { name: 'Gandoura', combinations: 2 });
});
afterAll(() => server.close());

const LEVEL = 'warehouseId productId combinationId type onHand reserved available updatedAt';
const ADD = `mutation ($input: AddStockInput!) { addStock(input: $input) { ${LEVEL} } }`;
const COUNT = `mutation ($input: CountStockInput!) { countStock(input: $input) { ${LEVEL} } }`;
const MOVEMENTS = `query ($warehouseId: ID!, $productId: Int, $combinationId: Int, $page: Int, $pageSize: Int) {
  stockMovements(warehouseId: $warehouseId, productId: $productId, combinationId: $combinationId, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { id warehouseId productId combinationId productName combinationName quantity
      balanceAfter reason reference note staffName createdAt } } }`;

const movementCount = async () =>
  Number((await sql<{ n: string }>(server, 'select count(*) as n from stock_movement'))[0]?.n);
const errorOf = (result: GraphqlResponse<unknown>) => {
  const extensions = result.errors?.[0]?.extensions as Record<string, unknown> | undefined;
  return {
    status: result.status,
    code: extensions?.['code'],
    key: extensions?.['messageKey'],
    fields: Object.keys((extensions?.['fieldErrors'] as object | undefined) ?? {}),
  };
};

describe('addStock', () => {
  it('puts units on the shelf through the ledger, with who, when, reason, reference and note', async () => {
    const result = await admin.graphql<{ addStock: Record<string, unknown> }>(ADD, {
      input: {
        warehouseId: warehouses.central,
        productId: sized.productId,
        combinationId: sized.combinationIds[1],
        quantity: 12,
        reason: 'RETURN',
        reference: ' BL-778 ',
        note: 'Retour client',
      },
    });
    expect(result.data?.addStock).toEqual({
      warehouseId: warehouses.central,
      productId: sized.productId,
      combinationId: sized.combinationIds[1],
      type: 'COMBINATION',
      onHand: 12,
      reserved: 0,
      available: 12,
      updatedAt: NOW.toISOString(),
    });
    const [row] = await sql<Record<string, unknown>>(
      server,
      'select quantity, balance_after, reason, reference, note, staff_id, created_at = ? as at_now from stock_movement where product_id = ?',
      [NOW, sized.productId],
    );
    expect(row).toEqual({
      quantity: 12,
      balance_after: 12,
      reason: 'return',
      reference: 'BL-778',
      note: 'Retour client',
      staff_id: adminId,
      at_now: true,
    });
  });

  it('refuses bad input with the field and key, writing nothing', async () => {
    const clerk = await signInAs(server, { roles: ['STOCK_CLERK'], warehouseIds: [warehouses.boutique] });
    const pack = await createStockProduct(server, { pack: true });
    const em = server.orm.em.fork();
    const closed = em.create(Warehouse, { shop: warehouses.shopUuid, name: 'Dépôt fermé', active: false });
    await em.flush();
    const base = { warehouseId: warehouses.central, productId: plain.productId, quantity: 1 };
    const before = await movementCount();
    const cases: [Record<string, unknown>, ReturnType<typeof errorOf>][] = [
      [
        { quantity: 0 },
        { status: 400, code: 'BAD_USER_INPUT', key: 'invalid_quantity', fields: ['quantity'] },
      ],
      [
        { quantity: -1 },
        { status: 400, code: 'BAD_USER_INPUT', key: 'invalid_quantity', fields: ['quantity'] },
      ],
      [
        { quantity: 1_000_001 },
        { status: 400, code: 'BAD_USER_INPUT', key: 'invalid_quantity', fields: ['quantity'] },
      ],
      [{ reason: 'SALE' }, { status: 400, code: 'BAD_USER_INPUT', key: 'invalid_data', fields: ['reason'] }],
      [
        { note: 'x'.repeat(501) },
        { status: 400, code: 'BAD_USER_INPUT', key: 'invalid_data', fields: ['note'] },
      ],
      [{ productId: 999_999 }, { status: 404, code: 'NOT_FOUND', key: undefined, fields: [] }],
      [{ productId: 0 }, { status: 400, code: 'BAD_USER_INPUT', key: undefined, fields: ['productId'] }],
      [
        { warehouseId: '5f0c8b1e-0000-4000-8000-000000000000' },
        { status: 404, code: 'NOT_FOUND', key: undefined, fields: [] },
      ],
      [
        { warehouseId: closed.id },
        { status: 409, code: 'CONFLICT', key: undefined, fields: ['warehouseId'] },
      ],
      [
        { productId: pack.productId },
        { status: 400, code: 'BAD_USER_INPUT', key: undefined, fields: ['productId'] },
      ],
      [
        { productId: sized.productId },
        { status: 400, code: 'BAD_USER_INPUT', key: undefined, fields: ['combinationId'] },
      ],
      [
        { combinationId: sized.combinationIds[0] },
        { status: 400, code: 'BAD_USER_INPUT', key: undefined, fields: ['combinationId'] },
      ],
    ];
    for (const [change, expected] of cases) {
      expect([change, errorOf(await admin.graphql(ADD, { input: { ...base, ...change } }))]).toEqual([
        change,
        expected,
      ]);
    }
    const foreign = await server.graphql(ADD, { input: base }, { cookie: clerk.cookie });
    expect(errorOf(foreign)).toEqual({ status: 403, code: 'FORBIDDEN', key: undefined, fields: [] });
    expect(await movementCount()).toBe(before);
  });
});

describe('countStock', () => {
  it('writes one ADJUSTMENT of (counted - on hand), nothing when equal, and may leave available negative', async () => {
    const item = await createStockProduct(server, { name: 'Plateau' });
    const line = { warehouseId: warehouses.central, productId: item.productId };
    await addStockDirect(server, { ...line, quantity: 10 });
    const count = (countedQuantity: number, note?: string) =>
      admin.graphql<{ countStock: Record<string, number> }>(COUNT, {
        input: { ...line, countedQuantity, note },
      });
    expect((await count(7, 'Casse')).data?.countStock).toMatchObject({ onHand: 7, available: 7 });
    expect((await count(7)).data?.countStock).toMatchObject({ onHand: 7 });
    await server.orm.em.fork().transactional(async (em) => {
      await new StockLedger().reserve(em, {
        ...line,
        combinationId: null,
        quantity: 5,
        reference: 'order:x',
        at: NOW,
      });
    });
    expect((await count(2)).data?.countStock).toMatchObject({ onHand: 2, reserved: 5, available: -3 });
    const rows = await sql(
      server,
      'select quantity, balance_after, reason, reference, note from stock_movement where product_id = ? order by id',
      [item.productId],
    );
    expect(rows).toEqual([
      { quantity: 10, balance_after: 10, reason: 'purchase', reference: null, note: null },
      { quantity: -3, balance_after: 7, reason: 'adjustment', reference: 'inventory-count', note: 'Casse' },
      { quantity: -5, balance_after: 2, reason: 'adjustment', reference: 'inventory-count', note: null },
    ]);
    expect(errorOf(await count(-1))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      key: 'invalid_quantity',
      fields: ['countedQuantity'],
    });
    expect((await count(0)).data?.countStock).toMatchObject({ onHand: 0 });
  });
});

describe('stockMovements', () => {
  it('reads the ledger newest first with names and who recorded each row, filtered and paged', async () => {
    const item = await createStockProduct(server, { name: 'Coussin', combinations: 2 });
    const [first = 0, second = 0] = item.combinationIds;
    const add = (combinationId: number, quantity: number) =>
      admin.graphql(ADD, {
        input: { warehouseId: warehouses.central, productId: item.productId, combinationId, quantity },
      });
    await add(first, 5);
    await add(second, 2);
    await add(first, 1);
    const read = async (variables: Record<string, unknown>) =>
      (
        await admin.graphql<{ stockMovements: { totalCount: number; items: Record<string, unknown>[] } }>(
          MOVEMENTS,
          { warehouseId: warehouses.central, productId: item.productId, ...variables },
        )
      ).data?.stockMovements;
    const all = await read({});
    expect(all?.totalCount).toBe(3);
    expect(all?.items.map((m) => [m['combinationName'], m['quantity'], m['balanceAfter']])).toEqual([
      ['V1', 1, 6],
      ['V2', 2, 2],
      ['V1', 5, 5],
    ]);
    expect(all?.items[0]).toMatchObject({
      productName: 'Coussin',
      reason: 'PURCHASE',
      staffName: 'gerant',
      createdAt: NOW.toISOString(),
      warehouseId: warehouses.central,
    });
    expect((await read({ combinationId: second }))?.items.map((m) => m['quantity'])).toEqual([2]);
    const paged = await read({ pageSize: 12, page: 2 });
    expect([paged?.totalCount, paged?.items]).toEqual([3, []]);
  });
});
