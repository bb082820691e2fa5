/**
 * The ledger's guarantees on real PostgreSQL: on hand always equals the sum of the ledger rows and
 * reserved the sum of the active reservations (rebuilt by SQL after a mixed sequence), the ledger
 * refuses UPDATE and DELETE, and 50 concurrent takers of the last 10 units get exactly 10.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockMovementReason } from '@tijara/schema';
import { InsufficientStockError, StockLedger } from '../src/modules/stock';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  addStockDirect,
  createStockProduct,
  demoWarehouses,
  ledgerMismatches,
} from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let warehouses: DemoWarehouses;
const ledger = new StockLedger();

beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  warehouses = await demoWarehouses(server);
});
afterAll(() => server.close());

const ADD = `mutation ($input: AddStockInput!) { addStock(input: $input) { onHand reserved available } }`;
const COUNT = `mutation ($input: CountStockInput!) { countStock(input: $input) { onHand reserved available } }`;

function transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  return server.orm.em.fork().transactional(work);
}

describe('the ledger', () => {
  it('on hand of every level equals the sum of its ledger rows, reserved the sum of its active reservations', async () => {
    const plain = await createStockProduct(server, { name: 'Théière' });
    const sized = await createStockProduct(server, { name: 'Djellaba', combinations: 2 });
    const [small = 0, large = 0] = sized.combinationIds;
    const line = (warehouseId: string, combinationId: number | null) => ({
      warehouseId,
      productId: combinationId === null ? plain.productId : sized.productId,
      combinationId,
    });
    const add = (warehouseId: string, productId: number, combinationId: number | null, quantity: number) =>
      admin.graphql(ADD, { input: { warehouseId, productId, combinationId, quantity } });
    const count = (
      warehouseId: string,
      productId: number,
      combinationId: number | null,
      countedQuantity: number,
    ) => admin.graphql(COUNT, { input: { warehouseId, productId, combinationId, countedQuantity } });
    const at = new Date();

    expect((await add(warehouses.central, plain.productId, null, 20)).errors).toBeUndefined();
    expect((await add(warehouses.central, sized.productId, small, 8)).errors).toBeUndefined();
    expect((await add(warehouses.boutique, sized.productId, large, 4)).errors).toBeUndefined();
    await transaction(async (em) => {
      await ledger.reserve(em, { ...line(warehouses.central, null), quantity: 5, reference: 'order:a', at });
      await ledger.reserve(em, {
        ...line(warehouses.central, small),
        quantity: 3,
        reference: 'expedition-item:1',
        at,
      });
      await ledger.move(em, {
        ...line(warehouses.central, null),
        quantity: -4,
        reason: StockMovementReason.SALE,
        at,
        guard: 'available',
      });
    });
    expect((await count(warehouses.central, plain.productId, null, 9)).errors).toBeUndefined();
    await transaction(async (em) => {
      await ledger.consume(em, 'expedition-item:1', { reason: StockMovementReason.EXPEDITION_OUT, at });
      await ledger.move(em, {
        ...line(warehouses.boutique, small),
        quantity: 3,
        reason: StockMovementReason.EXPEDITION_IN,
        at,
        guard: 'none',
      });
      await ledger.setReserved(em, line(warehouses.central, null), 'order:a', 2, at);
      await ledger.reserve(em, {
        ...line(warehouses.boutique, large),
        quantity: 4,
        reference: 'order:b',
        at,
      });
      await ledger.release(em, 'order:b', at);
    });
    // A POS sale made offline is recorded past zero; a later count puts the truth back.
    await addStockDirect(server, { ...line(warehouses.boutique, large), quantity: -6, reason: 'pos_sale' });
    expect((await count(warehouses.boutique, sized.productId, large, 1)).errors).toBeUndefined();
    expect((await add(warehouses.central, sized.productId, large, 2)).errors).toBeUndefined();

    expect(await ledgerMismatches(server)).toEqual([]);
    const levels = await sql<{ on_hand: number; reserved: number; combination_id: number | null; w: string }>(
      server,
      'select warehouse_id as w, combination_id, on_hand, reserved from stock_level where product_id in (?, ?) ' +
        'order by warehouse_id, combination_id nulls first',
      [plain.productId, sized.productId],
    );
    const figures = Object.fromEntries(
      levels.map((l) => [
        `${l.w === warehouses.central ? 'central' : 'boutique'}:${l.combination_id ?? 'plain'}`,
        [l.on_hand, l.reserved],
      ]),
    );
    expect(figures).toEqual({
      'central:plain': [9, 2],
      [`central:${small}`]: [5, 0],
      [`central:${large}`]: [2, 0],
      [`boutique:${small}`]: [3, 0],
      [`boutique:${large}`]: [1, 0],
    });
  });

  it('refuses UPDATE and DELETE of a ledger row', async () => {
    const product = await createStockProduct(server);
    await addStockDirect(server, {
      warehouseId: warehouses.central,
      productId: product.productId,
      quantity: 2,
    });
    const where = 'where product_id = ?';
    await expect(
      sql(server, `update stock_movement set quantity = 99 ${where}`, [product.productId]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(server, `delete from stock_movement ${where}`, [product.productId])).rejects.toThrow(
      /append-only/,
    );
    const [row] = await sql<{ quantity: number }>(server, `select quantity from stock_movement ${where}`, [
      product.productId,
    ]);
    expect(row?.quantity).toBe(2);
  });
});

describe('50 concurrent takers of the last 10 units', () => {
  it('grants exactly 10, refuses 40 with InsufficientStockError, and available ends at 0', async () => {
    const product = await createStockProduct(server, { name: 'Dernières unités' });
    const line = { warehouseId: warehouses.central, productId: product.productId, combinationId: null };
    await addStockDirect(server, { ...line, quantity: 10 });
    const at = new Date();
    // Half are sales taking stock, half are expedition items reserving it: each in its own transaction.
    const attempts = Array.from({ length: 50 }, (_, i) =>
      transaction((em) =>
        i % 2 === 0
          ? ledger.move(em, {
              ...line,
              quantity: -1,
              reason: StockMovementReason.SALE,
              at,
              guard: 'available',
            })
          : ledger.reserve(em, { ...line, quantity: 1, reference: `expedition-item:race-${i}`, at }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    const granted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((error) => error instanceof InsufficientStockError)).toBe(true);
    expect((refused[0] as InsufficientStockError).extensions()).toMatchObject({
      messageKey: 'insufficient_stock',
      available: 0,
      requested: 1,
    });

    const figures = await transaction((em) => ledger.figures(em, line));
    expect(figures.available).toBe(0);
    const [sums] = await sql<{ moved: number; held: number }>(
      server,
      'select (select coalesce(sum(quantity), 0)::int from stock_movement where product_id = ? and quantity < 0) as moved, ' +
        "(select coalesce(sum(quantity), 0)::int from stock_reservation where product_id = ? and status = 'active') as held",
      [product.productId, product.productId],
    );
    expect(-(sums?.moved ?? 0) + (sums?.held ?? 0)).toBe(10);
    expect(figures.onHand).toBe(10 + (sums?.moved ?? 0));
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
