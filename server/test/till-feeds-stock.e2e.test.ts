/**
 * posStock, the snapshot of the warehouse a till sells from: every line with on hand - reserved
 * (negative after offline sales beyond it), one statement, the shop's affectation deciding access;
 * posWarehouses, the ones a till of the shop may sell from.
 */
import { randomUUID } from 'node:crypto';
import { StockMovementReason } from '@tijara/schema';
import { signedCaller } from './helpers/pos-fixtures';
import { addStockDirect, createStockProduct } from './helpers/stock-fixtures';
import { POS_STOCK, POS_WAREHOUSES, sqlRows, tillShop } from './helpers/till-feeds-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
});
afterAll(() => server.close());

async function warehouseOf(shopUuid: string, name: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    server,
    'insert into warehouse (id, shop_uuid, name) values (gen_random_uuid(), ?, ?) returning id',
    [shopUuid, name],
  );
  return row?.id ?? '';
}

interface Snapshot {
  warehouseId: string;
  takenAt: string;
  levels: { productId: number; combinationId: number | null; available: number }[];
}

it('answers every line of the warehouse, available = on hand - reserved, in one statement', async () => {
  const shop = await tillShop(server);
  const boutique = await warehouseOf(shop.shopUuid, 'Boutique');
  const depot = await warehouseOf(shop.shopUuid, 'Dépôt');
  const plain = await createStockProduct(server);
  const dress = await createStockProduct(server, { combinations: 2 });
  const [first, second] = dress.combinationIds;
  await addStockDirect(server, { warehouseId: boutique, productId: plain.productId, quantity: 4 });
  await addStockDirect(server, {
    warehouseId: boutique,
    productId: dress.productId,
    combinationId: first,
    quantity: 3,
  });
  // Sold offline beyond the shelf: the ledger goes below zero, the till must see it.
  await addStockDirect(server, {
    warehouseId: boutique,
    productId: dress.productId,
    combinationId: second,
    quantity: -2,
    reason: StockMovementReason.POS_SALE,
  });
  await sqlRows(server, 'update stock_level set reserved = 1 where warehouse_id = ? and combination_id = ?', [
    boutique,
    first,
  ]);
  await addStockDirect(server, { warehouseId: depot, productId: plain.productId, quantity: 50 });

  statements = [];
  const before = Date.now();
  const answer = await shop.cashier.graphql<{ posStock: Snapshot }>(POS_STOCK, { warehouseId: boutique });
  expect(answer.errors).toBeUndefined();
  const snapshot = answer.data?.posStock;
  expect(snapshot?.warehouseId).toBe(boutique);
  expect(snapshot?.levels).toEqual([
    { productId: plain.productId, combinationId: null, available: 4 },
    { productId: dress.productId, combinationId: first, available: 2 },
    { productId: dress.productId, combinationId: second, available: -2 },
  ]);
  expect(new Date(snapshot?.takenAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  // The session, then the warehouse's shop and its lines together.
  expect(statements).toHaveLength(2);

  const empty = await shop.cashier.graphql<{ posStock: Snapshot }>(POS_STOCK, {
    warehouseId: await warehouseOf(shop.shopUuid, 'Vide'),
  });
  expect(empty.data?.posStock.levels).toEqual([]);
});

it('answers a seller of the warehouse’s shop only, and 404 for what is no warehouse', async () => {
  const shop = await tillShop(server);
  const other = await tillShop(server);
  const warehouse = await warehouseOf(shop.shopUuid, 'Boutique');
  const code = async (caller: typeof shop.cashier, warehouseId: string) =>
    (await caller.graphql(POS_STOCK, { warehouseId })).errors?.[0]?.extensions.code;
  expect(await code(other.cashier, warehouse)).toBe('FORBIDDEN');
  expect(await code(await signedCaller(server, ['STOCK_CLERK'], [shop.shopUuid]), warehouse)).toBe(
    'FORBIDDEN',
  );
  expect(await code(shop.cashier, randomUUID())).toBe('NOT_FOUND');
  expect(await code(shop.cashier, 'entrepôt')).toBe('NOT_FOUND');
  expect(await code(await signedCaller(server, ['ADMIN'], []), warehouse)).toBeUndefined();
});

it('lists the shop’s active warehouses a till may sell from, its default first', async () => {
  const shop = await tillShop(server);
  const other = await tillShop(server);
  const zeralda = await warehouseOf(shop.shopUuid, 'Zéralda');
  const blida = await warehouseOf(shop.shopUuid, 'Blida');
  const closed = await warehouseOf(shop.shopUuid, 'Ancien dépôt');
  await sqlRows(server, 'update warehouse set active = false where id = ?', [closed]);
  await sqlRows(server, 'update warehouse set is_shop_default = true where id = ?', [zeralda]);
  await warehouseOf(other.shopUuid, 'Ailleurs');
  const answer = await shop.cashier.graphql<{ posWarehouses: { id: string; name: string }[] }>(
    POS_WAREHOUSES,
    {
      shopUuid: shop.shopUuid,
    },
  );
  expect(answer.data?.posWarehouses).toEqual([
    { id: zeralda, name: 'Zéralda' },
    { id: blida, name: 'Blida' },
  ]);
  const stranger = await other.cashier.graphql(POS_WAREHOUSES, { shopUuid: shop.shopUuid });
  expect(stranger.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
});
