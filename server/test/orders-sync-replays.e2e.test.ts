/**
 * syncOrders under pressure and after the fact: one sale sent 20 times at once makes one order, the
 * till's reconciliation lookup by client order id, a single-use coupon already used (still a sale,
 * waiting for review), an installment sale, and the statements one synced sale costs.
 */
import { randomUUID } from 'node:crypto';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { staffClient } from './helpers/catalog-admin-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { addStockDirect } from './helpers/stock-fixtures';
import {
  ORDER_BY_CLIENT_ID,
  levelOf,
  posLine,
  saleEntry,
  setupPos,
  signedCaller,
  sqlRows,
  syncOrders,
} from './helpers/pos-fixtures';
import type { PosSetup } from './helpers/pos-fixtures';

const statements: string[] = [];
let server: TestApp;
let pos: PosSetup;
beforeAll(async () => {
  // No revision polling: its statement would land in the counts at random.
  server = await createTestApp({
    env: { CATALOGUE_POLL_MS: '3600000' },
    onQuery: (query) => statements.push(query),
  });
  pos = await setupPos(server, 50);
});
afterAll(() => server.close());

async function ordersWithKey(key: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    'select count(*)::int as n from customer_order where client_order_key = ?',
    [key],
  );
  return row?.n ?? 0;
}

describe('exactly once', () => {
  it('makes one order of a sale sent 20 times at once, answering the others duplicate', async () => {
    const line = posLine(pos, { dress: 1, combination: 1, quantity: 2 });
    const entry = saleEntry(pos, { lines: [line] });
    const before = await levelOf(server, pos, line);
    const answers = await Promise.all(Array.from({ length: 20 }, () => syncOrders(pos.cashier, [entry])));
    const results = answers.map(([result]) => result);
    expect(results.filter((r) => r?.status === 'CREATED')).toHaveLength(1);
    expect(results.filter((r) => r?.status === 'DUPLICATE')).toHaveLength(19);
    expect(new Set(results.map((r) => r?.orderUuid)).size).toBe(1);
    expect(await ordersWithKey(entry.clientOrderId)).toBe(1);
    expect(await levelOf(server, pos, line)).toEqual({ onHand: before.onHand - 2, reserved: 0 });
  });
});

describe('orderByClientId', () => {
  it('finds the order a client order id made, with its flags, and answers null for an unknown one', async () => {
    const entry = saleEntry(pos, { lines: [posLine(pos, { unitPrice: 1_000 })] });
    const [result] = await syncOrders(pos.cashier, [entry]);
    const found = await pos.cashier.graphql<{ orderByClientId: Record<string, unknown> | null }>(
      ORDER_BY_CLIENT_ID,
      {
        shopUuid: pos.shopUuid,
        clientOrderId: entry.clientOrderId.toUpperCase(),
      },
    );
    expect(found.data?.orderByClientId).toEqual({
      uuid: result?.orderUuid,
      reference: result?.reference,
      status: 'DELIVERED',
      total: entry.sale.total,
      amountPaid: entry.sale.total,
      reviewStatus: 'PENDING',
      flags: ['PRICE_CHANGED'],
      createdAt: expect.any(String),
      receiptNumber: 'T01-S20-0017',
    });
    const unknown = await pos.cashier.graphql<{ orderByClientId: unknown }>(ORDER_BY_CLIENT_ID, {
      shopUuid: pos.shopUuid,
      clientOrderId: randomUUID(),
    });
    expect(unknown).toEqual({ status: 200, data: { orderByClientId: null } });
  });

  it('refuses a shop the caller is not assigned to (FORBIDDEN) and a malformed id (BAD_USER_INPUT)', async () => {
    const [other] = await sqlRows<{ uuid: string }>(server, 'select uuid from shop where uuid <> ?', [
      pos.shopUuid,
    ]);
    const elsewhere = await signedCaller(server, ['ORDER_AGENT'], [other?.uuid ?? '']);
    const denied = await elsewhere.graphql(ORDER_BY_CLIENT_ID, {
      shopUuid: pos.shopUuid,
      clientOrderId: randomUUID(),
    });
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const malformed = await pos.cashier.graphql(ORDER_BY_CLIENT_ID, {
      shopUuid: pos.shopUuid,
      clientOrderId: 'x',
    });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { clientOrderId: ['Not a client order id'] },
    });
  });
});

describe('what a sale also records', () => {
  it('keeps a sale whose single-use coupon was already used, flagged for review, consuming nothing twice', async () => {
    const admin = await staffClient(server);
    const coupon = await createPromotion(admin, pos.shopUuid, {
      scope: 'CART',
      value: 10,
      couponCode: 'UNEFOIS',
      singleUse: true,
      channels: ['POS'],
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const customer = { firstname: 'Karim', lastname: 'Meziane', phone: '0770123456' };
    const first = saleEntry(pos, { customer, couponCodes: ['unefois'] });
    const second = saleEntry(pos, { customer, couponCodes: ['UNEFOIS'] });
    const results = await syncOrders(pos.cashier, [first, second]);
    expect(results.map((r) => [r.status, r.reasons.map((x) => x.code)])).toEqual([
      ['CREATED', []],
      ['CONFLICT', ['COUPON_ALREADY_USED']],
    ]);
    const redemptions = await sqlRows<{ order_id: number }>(
      server,
      'select order_id from promotion_redemption where promotion_id = ?',
      [coupon.id],
    );
    expect(redemptions).toHaveLength(1);
    const [flagged] = await sqlRows<{ review_status: string; lines: number }>(
      server,
      `select review_status, (select count(*)::int from order_line l where l.order_id = o.id) as lines
       from customer_order o where uuid = ?`,
      [results[1]?.orderUuid],
    );
    expect(flagged).toEqual({ review_status: 'pending', lines: 1 });
  });

  it('records an installment sale with its first payment and its plan', async () => {
    const line = posLine(pos, { dress: 1 });
    const first = line.totalTtc - 200_000;
    const entry = saleEntry(pos, {
      lines: [line],
      paymentType: 'INSTALLMENT',
      tenders: [{ method: 'CASH', amount: first }],
      installments: [
        { amount: 100_000, dueDate: '2027-01-15' },
        { amount: 100_000, dueDate: '2027-02-15' },
      ],
      customer: { firstname: 'Nadia', lastname: 'Haddad', phone: '0555123456' },
    });
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result?.status).toBe('CREATED');
    const rows = await sqlRows<{ sequence: number; amount: number; due: string; paid: number }>(
      server,
      `select i.sequence, i.amount, i.due_date::text as due, o.amount_paid as paid
       from order_installment i join customer_order o on o.id = i.order_id where o.uuid = ? order by i.sequence`,
      [result?.orderUuid],
    );
    expect(rows).toEqual([
      { sequence: 1, amount: 100_000, due: '2027-01-15', paid: first },
      { sequence: 2, amount: 100_000, due: '2027-02-15', paid: first },
    ]);
  });
});

describe('cost', () => {
  // begin, catalogue facts, customer, header, lines, payments, history, stock (one statement), commit
  const PER_SALE = 9;

  async function statementsFor(count: number): Promise<number> {
    const entries = Array.from({ length: count }, (_, i) =>
      saleEntry(pos, {
        lines: [
          posLine(pos, { dress: i % 2, combination: i % 3 }),
          posLine(pos, { dress: 1, combination: 2 }),
        ],
      }),
    );
    statements.length = 0;
    const results = await syncOrders(pos.cashier, entries);
    expect(results.every((r) => r.status === 'CREATED')).toBe(true);
    return statements.length;
  }

  it(`costs ${PER_SALE} statements per synced sale, whatever its number of lines`, async () => {
    // Enough stock that no sale is oversold (flagging one costs a statement more).
    for (const { product, combinationIds } of pos.dresses) {
      for (const combinationId of combinationIds) {
        await addStockDirect(server, {
          warehouseId: pos.warehouseId,
          productId: product.id,
          combinationId,
          quantity: 1_000,
        });
      }
    }
    await statementsFor(1);
    const one = await statementsFor(1);
    const hundred = await statementsFor(100);
    expect((hundred - one) / 99).toBe(PER_SALE);
  });
});
