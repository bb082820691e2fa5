/**
 * The demo seed's payment screen data, the payment history (newest first, paged, filtered, a fixed
 * number of SQL statements whatever the page holds) and concurrent payments of the same orders:
 * exactly one wins, the others get 409, never a 500 or a deadlock.
 */
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  createDeliveredOrder,
  createTransporter,
  paymentCalls,
  PAYMENTS,
  refusal,
  transporterId,
} from './helpers/orders-fixtures';
import type { PaymentResult } from './helpers/orders-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const START = new Date('2026-11-21T08:00:00.000Z').getTime();
let clock = START;
let statements: string[] = [];
let server: TestApp;
let agent: StaffClient;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  server = await createTestApp({ now: () => new Date(clock), onQuery: (query) => statements.push(query) });
  agent = await staffClient(server, { roles: ['ORDER_AGENT'] });
  calls = paymentCalls(server, agent);
});
afterAll(() => server.close());

interface PaymentPage {
  totalCount: number;
  page: number;
  pageSize: number;
  items: PaymentResult[];
}

async function history(variables: Record<string, unknown>): Promise<PaymentPage> {
  const answer = await agent.graphql<{ transporterPayments: PaymentPage }>(PAYMENTS, variables);
  if (!answer.data) throw new Error(`transporterPayments failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.transporterPayments;
}

describe('the demo seed', () => {
  it('gives each carrier six delivered cash-on-delivery orders to settle and one recorded payment', async () => {
    const sahel = await transporterId(server, 'Sahel Express');
    const tell = await transporterId(server, 'Tell Rapide');
    const pickup = await transporterId(server, 'Retrait en boutique');
    const sahelOrders = await calls.unpaid(sahel);
    expect(sahelOrders).toHaveLength(6);
    expect(sahelOrders).toContainEqual(
      expect.objectContaining({
        deliveryName: 'SHL-48213 · Bab Ezzouar',
        customerFullName: 'Yacine Boudiaf',
        total: 430_000,
      }),
    );
    expect((await calls.unpaid(tell)).map((order) => order.deliveryName)).toContain('TLR-102934 · Oran');
    expect(await calls.unpaid(pickup)).toEqual([]);
    expect(await calls.due(tell)).toMatchObject({ unpaidCount: 6, unpaidTotal: 4_474_000 });
    const seeded = await history({ transporterId: sahel });
    expect(seeded.items).toEqual([
      expect.objectContaining({
        transporterName: 'Sahel Express',
        total: 1_135_000,
        reference: 'Relevé SHL-2026-046',
        recordedByName: null,
        orders: [
          expect.objectContaining({ deliveryName: 'SHL-47980 · Cheraga', amount: 650_000 }),
          expect.objectContaining({ deliveryName: 'SHL-47991 · Draria', amount: 485_000 }),
        ],
      }),
    ]);
  });
});

describe('the payment history', () => {
  it('pages payments newest first, filtered by transporter, in a fixed number of statements', async () => {
    const carrier = await createTransporter(server, 'Historique');
    const paid: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      const order = await createDeliveredOrder(server, { transporterId: carrier.id, total: 1_000 + index });
      clock += 60_000;
      const answer = await calls.pay({ transporterId: carrier.id, orderIds: [order.id], total: order.total });
      paid.push(answer.data?.payTransporter.id ?? 0);
    }
    const first = await history({ transporterId: carrier.id, pageSize: 12 });
    expect([first.totalCount, first.page, first.pageSize, first.items.length]).toEqual([13, 1, 12, 12]);
    expect(first.items.map((payment) => payment.id)).toEqual([...paid].reverse().slice(0, 12));
    expect(first.items[0]?.paidAt).toBe(new Date(clock).toISOString());
    const second = await history({ transporterId: carrier.id, page: 2, pageSize: 12 });
    expect(second.items.map((payment) => payment.id)).toEqual([paid[0]]);
    expect((await history({ transporterId: carrier.id, page: 3, pageSize: 12 })).items).toEqual([]);

    statements = [];
    await history({ transporterId: carrier.id, pageSize: 12 });
    const forTwelve = statements.length;
    statements = [];
    await history({ transporterId: carrier.id, page: 2, pageSize: 12 });
    expect(statements.length).toBe(forTwelve);
    const all = await history({ pageSize: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(14);
  });

  it('answers 404 for an unknown transporter and 400 for a page size off the list', async () => {
    expect(refusal(await agent.graphql(PAYMENTS, { transporterId: 999_999 })).status).toBe(404);
    expect(refusal(await agent.graphql(PAYMENTS, { pageSize: 7 }))).toMatchObject({
      status: 400,
      fieldErrors: { pageSize: ['must be one of 12, 24, 50, 100, 200'] },
    });
  });
});

describe('concurrent payments', () => {
  it('let exactly one of 10 simultaneous payments of the same orders through; the others get 409', async () => {
    const carrier = await createTransporter(server, 'Course');
    const orders = [];
    for (const total of [10_000, 20_000, 30_000]) {
      orders.push(await createDeliveredOrder(server, { transporterId: carrier.id, total }));
    }
    const input = { transporterId: carrier.id, orderIds: orders.map((order) => order.id), total: 60_000 };
    const [payments, lines] = await calls.writtenRows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => calls.pay(input)));
    const outcomes = answers.map((answer) => [answer.status, refusal(answer).messageKey ?? null]);
    expect(outcomes.filter(([status]) => status === 200)).toEqual([[200, null]]);
    expect(outcomes.filter(([status]) => status === 409)).toHaveLength(9);
    expect(new Set(outcomes.map(([, key]) => key))).toEqual(new Set([null, 'order_already_paid']));
    expect(await calls.writtenRows()).toEqual([payments + 1, lines + 3]);
    expect(await calls.unpaid(carrier.id)).toEqual([]);
  });

  it('never pays an order twice when overlapping payments race, and never fails with a 500', async () => {
    const carrier = await createTransporter(server, 'Chevauchement');
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      orders.push(await createDeliveredOrder(server, { transporterId: carrier.id, total: 1_000 }));
    }
    const ids = orders.map((order) => order.id);
    const pairs = [0, 1, 2, 3, 0, 2, 1, 3].map((index, n) => [ids[index], ids[(index + 1 + (n % 2)) % 4]]);
    const answers = await Promise.all(
      pairs.map((pair) => calls.pay({ transporterId: carrier.id, orderIds: pair, total: 2_000 })),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const settled = answers
      .flatMap((answer) => answer.data?.payTransporter.orders ?? [])
      .map((o) => o.orderId);
    expect(new Set(settled).size).toBe(settled.length);
    expect(settled.length).toBeGreaterThanOrEqual(2);
    const due = await calls.due(carrier.id);
    expect(due?.unpaidCount).toBe(4 - settled.length);
  });
});
