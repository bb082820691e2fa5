/**
 * Races for the last units, over HTTP at once: clerks adding them to expeditions, a sale against an
 * expedition, a send against an item edit, a reception retried in parallel. The ledger's guarded
 * update and the expedition row lock decide; available stock never goes below zero and no request
 * fails with a 5xx.
 */
import { StockMovementReason } from '@tijara/schema';
import { InsufficientStockError, StockLedger } from '../src/modules/stock';
import { staffClient, sql } from './helpers/catalog-admin-fixtures';
import {
  dataOf,
  expeditionWorld,
  levelOf,
  movementsOf,
  newExpedition,
  RECEIVE,
  SEND,
  stockedProduct,
} from './helpers/expeditions-fixtures';
import type { ExpeditionView, ExpeditionWorld } from './helpers/expeditions-fixtures';
import { ledgerMismatches } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let world: ExpeditionWorld;
beforeAll(async () => {
  server = await createTestApp();
  world = await expeditionWorld(server);
});
afterAll(() => server.close());

const addPath = (expeditionId: number) => `/dashboard/api/internal-expedition/${expeditionId}/add-item`;

async function answers(responses: Promise<Response>[]) {
  return Promise.all(
    responses.map(async (response) => {
      const settled = await response;
      return {
        status: settled.status,
        body: (await settled.json()) as { success: boolean; messageKey?: string },
      };
    }),
  );
}

function tally(results: { status: number; body: { messageKey?: string } }[]) {
  return {
    granted: results.filter((r) => r.status === 200).length,
    invalidQuantity: results.filter((r) => r.status === 400 && r.body.messageKey === 'invalid_quantity')
      .length,
    serverErrors: results.filter((r) => r.status >= 500).length,
  };
}

describe('clerks adding the last units', () => {
  it('grants exactly 10 of 50 simultaneous one-unit adds to 50 expeditions', async () => {
    const product = await stockedProduct(server, world.central, 10);
    const second = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [world.central] });
    const ids: number[] = [];
    for (let n = 0; n < 50; n += 1) ids.push((await newExpedition(server, world)).id);
    const results = await answers(
      ids.map((id, n) =>
        (n % 2 === 0 ? world.sender : second).rest('POST', addPath(id), {
          productId: product.productId,
          quantity: 1,
        }),
      ),
    );
    expect(tally(results)).toEqual({ granted: 10, invalidQuantity: 40, serverErrors: 0 });
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 10, reserved: 10 });
    const [items] = await sql<{ n: number; units: number }>(
      server,
      'select count(*)::int as n, coalesce(sum(quantity), 0)::int as units from expedition_item where product_id = ?',
      [product.productId],
    );
    expect(items).toEqual({ n: 10, units: 10 });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('grants exactly 10 of 2 clerks x 25 simultaneous adds to the same two expeditions', async () => {
    const product = await stockedProduct(server, world.central, 10);
    const second = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [world.central] });
    const [a, b] = [(await newExpedition(server, world)).id, (await newExpedition(server, world)).id];
    const calls = Array.from({ length: 50 }, (_, n) =>
      (n % 2 === 0 ? world.sender : second).rest('POST', addPath(n < 25 ? a : b), {
        productId: product.productId,
        quantity: 1,
      }),
    );
    expect(tally(await answers(calls))).toEqual({ granted: 10, invalidQuantity: 40, serverErrors: 0 });
    const rows = await sql<{ quantity: number }>(
      server,
      'select quantity from expedition_item where product_id = ?',
      [product.productId],
    );
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(10);
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 10, reserved: 10 });
  });
});

describe('a sale racing an expedition', () => {
  it('never drives available stock below zero: 5 units, 5 sales and 5 adds at once, exactly 5 succeed', async () => {
    const product = await stockedProduct(server, world.central, 5);
    const { id } = await newExpedition(server, world);
    const ledger = new StockLedger();
    const sale = () =>
      server.orm.em.fork().transactional((em) =>
        ledger.move(em, {
          warehouseId: world.central,
          productId: product.productId,
          combinationId: null,
          quantity: -1,
          reason: StockMovementReason.SALE,
          at: new Date(),
          guard: 'available',
        }),
      );
    const adds = answers(
      Array.from({ length: 5 }, () =>
        world.sender.rest('POST', addPath(id), { productId: product.productId, quantity: 1 }),
      ),
    );
    const sales = Promise.allSettled(Array.from({ length: 5 }, sale));
    const [added, sold] = await Promise.all([adds, sales]);
    const granted = tally(added);
    const salesMade = sold.filter((s) => s.status === 'fulfilled').length;
    expect(granted.serverErrors).toBe(0);
    const refusedSales = sold.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refusedSales.every((reason) => reason instanceof InsufficientStockError)).toBe(true);
    expect(granted.granted + salesMade).toBe(5);
    const level = await levelOf(server, world.central, product.productId);
    expect(level).toEqual({ on_hand: 5 - salesMade, reserved: granted.granted });
    expect(level.on_hand - level.reserved).toBe(0);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('a send racing an item edit', () => {
  it('lets the edit land before the send or be refused after it, never leaving a reservation behind', async () => {
    const product = await stockedProduct(server, world.central, 20);
    const { id } = await newExpedition(server, world);
    await world.sender.rest('POST', addPath(id), { productId: product.productId, quantity: 1 });
    const edits = answers(
      Array.from({ length: 5 }, () =>
        world.sender.rest('POST', addPath(id), { productId: product.productId, quantity: 1 }),
      ),
    );
    const send = world.sender.graphql<Record<string, ExpeditionView>>(SEND, { id });
    const [edited, sent] = await Promise.all([edits, send]);
    const shipped = dataOf(sent, 'sendExpedition').totalQuantity;
    expect(
      edited.every((r) => r.status === 200 || (r.status === 409 && r.body.messageKey === 'error_adding')),
    ).toBe(true);
    expect(shipped).toBe(1 + edited.filter((r) => r.status === 200).length);
    expect(await levelOf(server, world.central, product.productId)).toEqual({
      on_hand: 20 - shipped,
      reserved: 0,
    });
    const out = await movementsOf(server, `expedition:${id}`);
    expect(out.reduce((sum, m) => sum + m.quantity, 0)).toBe(-shipped);
  });
});

describe('sends sharing stock lines', () => {
  it('never deadlock, whatever order the lines were added in', async () => {
    const x = await stockedProduct(server, world.central, 50);
    const y = await stockedProduct(server, world.central, 50);
    const pairs: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const { id } = await newExpedition(server, world);
      const lines = n % 2 === 0 ? [x, y] : [y, x];
      for (const line of lines) {
        await world.sender.rest('POST', addPath(id), { productId: line.productId, quantity: 1 });
      }
      pairs.push(id);
    }
    const sent = await Promise.all(
      pairs.map((id) => world.sender.graphql<Record<string, ExpeditionView>>(SEND, { id })),
    );
    expect(sent.map((answer) => [answer.status, answer.errors])).toEqual(pairs.map(() => [200, undefined]));
    expect(await levelOf(server, world.central, x.productId)).toEqual({ on_hand: 40, reserved: 0 });
    expect(await levelOf(server, world.central, y.productId)).toEqual({ on_hand: 40, reserved: 0 });
  });
});

describe('a reception retried in parallel', () => {
  it('receives once for five simultaneous calls with the same idempotency key', async () => {
    const product = await stockedProduct(server, world.central, 6);
    const { id } = await newExpedition(server, world);
    await world.sender.rest('POST', addPath(id), { productId: product.productId, quantity: 6 });
    const partId = dataOf(
      await world.sender.graphql<Record<string, ExpeditionView>>(SEND, { id }),
      'sendExpedition',
    ).items[0]?.id;
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        world.receiver.graphql<Record<string, ExpeditionView>>(RECEIVE, {
          input: { partId, quantity: 2, idempotencyKey: 'double-tap' },
        }),
      ),
    );
    expect(tries.map((t) => [t.status, dataOf(t, 'receiveExpeditionPart').receivedQuantity])).toEqual(
      Array.from({ length: 5 }, () => [200, 2]),
    );
    expect(await levelOf(server, world.boutique, product.productId)).toEqual({ on_hand: 2, reserved: 0 });
    expect(
      await sql(server, 'select quantity from expedition_reception where item_id = ?', [partId]),
    ).toEqual([{ quantity: 2 }]);
  });
});
