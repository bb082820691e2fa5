/**
 * syncOrders and the tills: a sale from a registered till takes its stock from the till's warehouse
 * (a boutique's till from the boutique), a sale from a till the server does not know (or from
 * another shop's) from the shop's default as before; and what that costs in statements.
 */
import { randomUUID } from 'node:crypto';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { posLine, saleEntry, setupPos, sqlRows, syncOrders } from './helpers/pos-fixtures';
import type { PosLine, PosSetup } from './helpers/pos-fixtures';
import { otherShop, registerTill } from './helpers/pos-till-fixtures';
import type { TillDevice } from './helpers/pos-till-fixtures';
import { addStockDirect, demoWarehouses, ledgerMismatches } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import { signedCaller } from './helpers/pos-fixtures';

const statements: string[] = [];
let server: TestApp;
let pos: PosSetup;
let demo: DemoWarehouses;
let boutiqueTill: TillDevice;

beforeAll(async () => {
  // No revision polling: its statement would land in the counts at random.
  server = await createTestApp({
    env: { CATALOGUE_POLL_MS: '3600000' },
    onQuery: (query) => statements.push(query),
  });
  pos = await setupPos(server, 1_000);
  demo = await demoWarehouses(server);
  boutiqueTill = await registerTill(pos.cashier, { shopUuid: pos.shopUuid, warehouseId: demo.boutique });
  for (const { product, combinationIds } of pos.dresses) {
    for (const combinationId of combinationIds) {
      await addStockDirect(server, {
        warehouseId: demo.boutique,
        productId: product.id,
        combinationId,
        quantity: 1_000,
      });
    }
  }
});
afterAll(() => server.close());

async function onHand(warehouseId: string, line: PosLine): Promise<number> {
  const [row] = await sqlRows<{ on_hand: number }>(
    server,
    'select on_hand from stock_level where warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?',
    [warehouseId, line.productId, line.combinationId ?? 0],
  );
  return row?.on_hand ?? 0;
}

async function levels(line: PosLine) {
  return { central: await onHand(demo.central, line), boutique: await onHand(demo.boutique, line) };
}

describe("the till's warehouse", () => {
  it("takes a registered till's sale out of the till's warehouse, not the shop's default", async () => {
    const line = posLine(pos, { dress: 1, combination: 1, quantity: 3 });
    const before = await levels(line);
    const entry = { ...saleEntry(pos, { lines: [line] }), deviceId: boutiqueTill.uuid.toUpperCase() };
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result?.status).toBe('CREATED');
    expect(await levels(line)).toEqual({ central: before.central, boutique: before.boutique - 3 });
    const moves = await sqlRows<{ warehouse_id: string; quantity: number }>(
      server,
      "select warehouse_id, quantity from stock_movement where reference = 'order:' || ?",
      [result?.orderUuid],
    );
    expect(moves).toEqual([{ warehouse_id: demo.boutique, quantity: -3 }]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it("flags an oversold sale against the till's warehouse figures", async () => {
    const line = posLine(pos, { dress: 0, combination: 2, quantity: 1_001 });
    const before = await levels(line);
    const entry = { ...saleEntry(pos, { lines: [line] }), deviceId: boutiqueTill.uuid };
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result?.reasons.map((r) => r.code)).toEqual(['OVERSOLD']);
    expect(await levels(line)).toEqual({ central: before.central, boutique: before.boutique - 1_001 });
    // Stocked again: the cost below wants no flagged sale (flagging costs a statement more).
    await addStockDirect(server, {
      warehouseId: demo.boutique,
      productId: line.productId,
      combinationId: line.combinationId,
      quantity: 2_000,
    });
  });

  it("takes from the shop's default a sale from an unknown till or from another shop's till", async () => {
    const elsewhere = await otherShop(server);
    const admin = await signedCaller(server, ['ADMIN'], []);
    const foreignTill = await registerTill(admin, elsewhere);
    const line = posLine(pos, { dress: 0, combination: 0, quantity: 2 });
    const before = await levels(line);
    const entries = [
      { ...saleEntry(pos, { lines: [line] }), deviceId: 'till-01' },
      { ...saleEntry(pos, { lines: [line] }), deviceId: randomUUID() },
      { ...saleEntry(pos, { lines: [line] }), deviceId: foreignTill.uuid },
    ];
    const results = await syncOrders(pos.cashier, entries);
    expect(results.map((r) => r.status)).toEqual(['CREATED', 'CREATED', 'CREATED']);
    expect(await levels(line)).toEqual({ central: before.central - 6, boutique: before.boutique });
  });

  it('answers a replay DUPLICATE without taking stock again', async () => {
    const line = posLine(pos, { dress: 1, combination: 0 });
    const entry = { ...saleEntry(pos, { lines: [line] }), deviceId: boutiqueTill.uuid };
    await syncOrders(pos.cashier, [entry]);
    const after = await levels(line);
    const [replay] = await syncOrders(pos.cashier, [entry]);
    expect(replay?.status).toBe('DUPLICATE');
    expect(await levels(line)).toEqual(after);
  });
});

describe("a colleague's sales", () => {
  it("records them under that colleague when they come from one of the shop's tills", async () => {
    const colleague = await signedCaller(server, ['CASHIER'], [pos.shopUuid]);
    const line = posLine(pos, { dress: 0, combination: 1 });
    const entry = {
      ...saleEntry(pos, { lines: [line] }),
      deviceId: boutiqueTill.uuid,
      cashierId: colleague.staffId,
    };
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result?.status).toBe('CREATED');
    const [order] = await sqlRows<{ cashier_id: string }>(
      server,
      'select cashier_id from customer_order where uuid = ?',
      [result?.orderUuid],
    );
    expect(order?.cashier_id).toBe(colleague.staffId);
  });

  it('refuses them from a till the shop does not know, an unknown cashier, or one of another shop', async () => {
    const colleague = await signedCaller(server, ['CASHIER'], [pos.shopUuid]);
    const stranger = await signedCaller(server, ['CASHIER'], [(await otherShop(server)).shopUuid]);
    const line = posLine(pos, { dress: 0, combination: 1 });
    const results = await syncOrders(pos.cashier, [
      { ...saleEntry(pos, { lines: [line] }), deviceId: randomUUID(), cashierId: colleague.staffId },
      { ...saleEntry(pos, { lines: [line] }), deviceId: boutiqueTill.uuid, cashierId: randomUUID() },
      { ...saleEntry(pos, { lines: [line] }), deviceId: boutiqueTill.uuid, cashierId: stranger.staffId },
    ]);
    expect(results.map((r) => [r.status, r.reasons.map((x) => [x.code, x.field])])).toEqual([
      ['REJECTED', [['FORBIDDEN', 'cashierId']]],
      ['REJECTED', [['FORBIDDEN', 'cashierId']]],
      ['REJECTED', [['FORBIDDEN', 'cashierId']]],
    ]);
  });
});

describe('cost', () => {
  // begin, catalogue facts, customer, header, lines, payments, history, stock (one statement), commit
  const PER_SALE = 9;

  async function statementsFor(count: number, deviceId: string): Promise<number> {
    const entries = Array.from({ length: count }, (_, i) => ({
      ...saleEntry(pos, {
        lines: [
          posLine(pos, { dress: i % 2, combination: i % 3 }),
          posLine(pos, { dress: 1, combination: 2 }),
        ],
      }),
      deviceId,
    }));
    statements.length = 0;
    const results = await syncOrders(pos.cashier, entries);
    expect(results.every((r) => r.status === 'CREATED')).toBe(true);
    return statements.length;
  }

  it(`costs ${PER_SALE} statements per sale, plus one per call for the tills it names`, async () => {
    await statementsFor(1, boutiqueTill.uuid);
    const one = await statementsFor(1, boutiqueTill.uuid);
    const hundred = await statementsFor(100, boutiqueTill.uuid);
    expect((hundred - one) / 99).toBe(PER_SALE);
    expect(one - (await statementsFor(1, 'till-01'))).toBe(1);
  });
});
