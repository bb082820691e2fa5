/**
 * syncOrders with POS sales: one batch holding every outcome (created, duplicate, conflict,
 * rejected), each entry in its own transaction so refusals write nothing and leave the others alone;
 * resends across batches; what a recorded sale holds; and who may record sales.
 */
import { PaymentType } from '@tijara/schema';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  anonymousCaller,
  levelOf,
  posLine,
  saleEntry,
  setupPos,
  signedCaller,
  sqlRows,
  syncOrders,
  writtenRows,
} from './helpers/pos-fixtures';
import type { PosSetup, SyncResult } from './helpers/pos-fixtures';

let server: TestApp;
let pos: PosSetup;
beforeAll(async () => {
  server = await createTestApp();
  pos = await setupPos(server, 5);
});
afterAll(() => server.close());

const CASH = PaymentType.CASH.toUpperCase();
const outcome = (result: SyncResult | undefined) => [result?.status, result?.reasons.map((r) => r.code)];

describe('a batch of POS sales', () => {
  it('answers every outcome in one call, in input order, and writes only what was accepted', async () => {
    const before = await writtenRows(server);
    const sold = saleEntry(pos);
    const oversoldLine = posLine(pos, { combination: 1, quantity: 7 });
    const cheaper = posLine(pos, { dress: 1, unitPrice: 150_000 });
    const pair = [posLine(pos), posLine(pos, { dress: 1 })];
    const pairTotal = (pair[0]?.totalTtc ?? 0) + (pair[1]?.totalTtc ?? 0);
    const stranger = await signedCaller(server, ['CASHIER'], [pos.shopUuid]);
    const batch = [
      sold,
      sold,
      saleEntry(pos, { lines: [oversoldLine] }),
      saleEntry(pos, { lines: [cheaper] }),
      saleEntry(pos, {
        lines: pair,
        paymentType: 'MIXED',
        tenders: [
          { method: CASH, amount: 1_000 },
          { method: 'CARD', amount: 1_000 },
        ],
      }),
      saleEntry(pos, { paymentType: 'DEPOSIT', tenders: [{ method: CASH, amount: 10_000_000 }] }),
      {
        // A new customer too: the rollback must take their row back.
        ...saleEntry(pos, {
          lines: [posLine(pos, { quantity: 2 })],
          customer: { firstname: 'Yacine', lastname: 'Brahimi', phone: '0771 00 00 01' },
        }),
        clientOrderId: sold.clientOrderId,
        idempotencyKey: sold.clientOrderId,
      },
      saleEntry(pos, {
        lines: [posLine(pos), { ...posLine(pos), productId: 2_000_000, combinationId: null }],
      }),
      saleEntry(pos, { total: 1, tenders: [{ method: CASH, amount: 1 }] }),
      saleEntry(pos, { cashierId: stranger.staffId ?? '' }),
      saleEntry(pos, {
        lines: pair,
        paymentType: 'MIXED',
        tenders: [
          { method: CASH, amount: pairTotal - 500_000 },
          { method: 'CARD', amount: 500_000 },
        ],
        customer: { firstname: 'Amina', lastname: 'Benali', phone: '0661 23 45 67' },
      }),
    ];
    const results = await syncOrders(pos.cashier, batch);

    expect(results.map((r) => r.clientOrderId)).toEqual(batch.map((e) => e.clientOrderId));
    expect(results.map(outcome)).toEqual([
      ['CREATED', []],
      ['DUPLICATE', []],
      ['CONFLICT', ['OVERSOLD']],
      ['CONFLICT', ['PRICE_CHANGED']],
      ['REJECTED', ['PAYMENTS_MISMATCH']],
      ['REJECTED', ['DEPOSIT_ABOVE_TOTAL']],
      ['REJECTED', ['KEY_REUSED']],
      ['REJECTED', ['UNKNOWN_PRODUCT']],
      ['REJECTED', ['TOTAL_MISMATCH']],
      ['REJECTED', ['FORBIDDEN']],
      ['CREATED', []],
    ]);
    expect(results[1]?.orderUuid).toBe(results[0]?.orderUuid);
    expect(results[7]?.reasons[0]).toMatchObject({ field: 'sale.lines.1.productId', productId: 2_000_000 });
    expect(results[8]?.reasons[0]?.field).toBe('sale.total');
    expect(results[9]?.reasons[0]?.field).toBe('cashierId');
    for (const rejected of results.filter((r) => r.status === 'REJECTED'))
      expect(rejected.orderUuid).toBeNull();

    // Four orders (one line each but the mixed pair), one payment per tender, one ledger row per line.
    const after = await writtenRows(server);
    expect({
      customer: (after.customer ?? 0) - (before.customer ?? 0),
      customer_order: (after.customer_order ?? 0) - (before.customer_order ?? 0),
      order_line: (after.order_line ?? 0) - (before.order_line ?? 0),
      order_payment: (after.order_payment ?? 0) - (before.order_payment ?? 0),
      order_status_change: (after.order_status_change ?? 0) - (before.order_status_change ?? 0),
      stock_movement: (after.stock_movement ?? 0) - (before.stock_movement ?? 0),
    }).toEqual({
      customer: 2,
      customer_order: 4,
      order_line: 5,
      order_payment: 5,
      order_status_change: 4,
      stock_movement: 5,
    });

    // A POS sale is a fact: stock went below zero, and the order waits for review with the figures.
    expect(await levelOf(server, pos, oversoldLine)).toEqual({ onHand: -2, reserved: 0 });
    const [oversold] = await sqlRows<{ review_status: string; flags: unknown[] }>(
      server,
      'select review_status, flags from customer_order where uuid = ?',
      [results[2]?.orderUuid],
    );
    expect(oversold).toEqual({
      review_status: 'pending',
      flags: [
        {
          kind: 'oversold',
          productId: oversoldLine.productId,
          combinationId: oversoldLine.combinationId,
          sold: 7,
          available: 5,
        },
      ],
    });

    // The till's price is kept, with the catalogue's beside it.
    const [line] = await sqlRows<{ unit_price: number; catalogue_price: number; total_ttc: number }>(
      server,
      'select l.unit_price, l.catalogue_price, l.total_ttc from order_line l join customer_order o on o.id = l.order_id where o.uuid = ?',
      [results[3]?.orderUuid],
    );
    expect(line).toEqual({
      unit_price: 150_000,
      catalogue_price: pos.dresses[1]?.product.priceHt,
      total_ttc: cheaper.totalTtc,
    });
  });

  it('answers a resend in a later batch with the first order, writing nothing', async () => {
    const entry = saleEntry(pos, { lines: [posLine(pos, { dress: 1, combination: 2 })] });
    const [first] = await syncOrders(pos.cashier, [entry]);
    const before = await writtenRows(server);
    const [again] = await syncOrders(pos.cashier, [{ ...entry, sale: { ...entry.sale } }]);
    expect(again).toEqual({ ...first, status: 'DUPLICATE' });
    expect(await writtenRows(server)).toEqual(before);
  });

  it('records the sale as the till made it: POS, delivered, the device origin, paid by its tenders', async () => {
    const createdAt = new Date(Date.now() - 3 * 3_600_000);
    const entry = saleEntry(pos, { createdAt, lines: [posLine(pos, { combination: 2, quantity: 2 })] });
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result).toMatchObject({ status: 'CREATED', orderStatus: 'DELIVERED' });
    expect(result?.reference).toMatch(/^CMD-\d{6}$/);
    const [order] = await sqlRows<Record<string, unknown>>(
      server,
      `select channel, order_type, status, source, client_order_key, device_id, cashier_id, pos_session,
         device_sequence, receipt_number, client_created_at = ? as made_then,
         delivered_at = ? as delivered_then, offline, amount_paid, total,
         review_status, (select count(*)::int from order_payment p where p.order_id = o.id) as payments,
         (select to_status from order_status_change h where h.order_id = o.id) as history
       from customer_order o where uuid = ?`,
      [createdAt, createdAt, result?.orderUuid],
    );
    const total = entry.sale.total;
    expect(order).toEqual({
      channel: 'POS',
      order_type: 'physicalshoporder',
      status: 'delivered',
      source: 'pos',
      client_order_key: entry.clientOrderId,
      device_id: 'till-01',
      cashier_id: pos.cashier.staffId,
      pos_session: 'S-2026-11-20',
      device_sequence: 17,
      receipt_number: 'T01-S20-0017',
      made_then: true,
      delivered_then: true,
      offline: true,
      amount_paid: total,
      total,
      review_status: null,
      payments: 1,
      history: 'delivered',
    });
    const [movement] = await sqlRows<{ quantity: number; reason: string; reference: string }>(
      server,
      'select quantity, reason, reference from stock_movement order by id desc limit 1',
    );
    expect(movement).toEqual({ quantity: -2, reason: 'pos_sale', reference: `order:${result?.orderUuid}` });
  });

  it("records walk-in sales under the shop's one counter customer, created on first use", async () => {
    const results = await syncOrders(pos.cashier, [saleEntry(pos), saleEntry(pos)]);
    expect(results.map((r) => r.status)).toEqual(['CREATED', 'CREATED']);
    const rows = await sqlRows<{ firstname: string; lastname: string; phone: string; orders: number }>(
      server,
      `select c.firstname, c.lastname, c.phone, count(o.id)::int as orders from customer c
       join customer_order o on o.customer_id = c.id where c.shop_uuid = ? and c.phone = '0500000000'
       group by c.id`,
      [pos.shopUuid],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstname: 'Client', lastname: 'Comptoir', phone: '0500000000' });
    expect(rows[0]?.orders).toBeGreaterThanOrEqual(2);
  });
});

describe('who may record a sale', () => {
  it('rejects a sale sent without a session as UNAUTHENTICATED (sign in and send again), writing nothing', async () => {
    const before = await writtenRows(server);
    const [result] = await syncOrders(anonymousCaller(server), [saleEntry(pos)]);
    expect(outcome(result)).toEqual(['REJECTED', ['UNAUTHENTICATED']]);
    expect(await writtenRows(server)).toEqual(before);
  });

  it('rejects sales from an order agent and a cashier of another shop as FORBIDDEN, writing nothing', async () => {
    const before = await writtenRows(server);
    const agent = await signedCaller(server, ['ORDER_AGENT'], [pos.shopUuid]);
    const [other] = await sqlRows<{ uuid: string }>(server, 'select uuid from shop where uuid <> ?', [
      pos.shopUuid,
    ]);
    const elsewhere = await signedCaller(server, ['CASHIER'], [other?.uuid ?? '']);
    for (const caller of [agent, elsewhere]) {
      const [result] = await syncOrders(caller, [saleEntry(pos)]);
      expect(outcome(result)).toEqual(['REJECTED', ['FORBIDDEN']]);
    }
    expect(await writtenRows(server)).toEqual(before);
  });

  it('rejects a customer id the shop does not know, naming the field', async () => {
    const before = await writtenRows(server);
    const [result] = await syncOrders(pos.cashier, [saleEntry(pos, { customer: { id: 2_000_000 } })]);
    expect(result?.reasons.map((r) => [r.code, r.field])).toEqual([['BAD_USER_INPUT', 'sale.customer.id']]);
    expect(await writtenRows(server)).toEqual(before);
  });

  it('refuses more than 100 orders in one call', async () => {
    const entries = Array.from({ length: 101 }, () => saleEntry(pos));
    const answer = await pos.cashier.graphql(
      'mutation($orders: [SyncOrderInput!]!) { syncOrders(orders: $orders) { status } }',
      { orders: entries },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { orders: expect.any(Array) },
    });
  });
});
