/**
 * The sweep of unconfirmed web orders, on a clock the test holds: a web order still pending when its
 * shop's delay has run out is cancelled as staff cancel one (reservation released in the same
 * transaction, a history row) but by no one, with a note and the message key; nothing else is
 * touched; a second pass, a concurrent one or another instance's changes the same order only once;
 * an order someone holds locked is left for the next pass; the work goes in batches; the timer sweeps
 * once as it starts.
 */
import { OrderMessageKey, OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { orderRequest, postCheckout, setupCheckout } from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { dataOf } from './helpers/graphql-results';
import { insertOrder, levelOf } from './helpers/order-admin-fixtures';
import { ORDER_EXTRAS, SET_DELAY, runSweep, sweepOf } from './helpers/orders-list-fixtures';
import { createLogger } from '../src/core/logger';
import { startUnconfirmedOrderSweeps } from '../src/modules/orders';
import { StockLedger } from '../src/modules/stock';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;
const START = new Date('2026-11-02T09:00:00Z');
let now = START;
const clock = () => now;
let server: TestApp;
let setup: CheckoutSetup;
let admin: { at: Date; client: StaffClient } | null = null;

interface Detail {
  status: string;
  autoCancelAt: string | null;
  history: {
    fromStatus: string | null;
    toStatus: string;
    staffName: string | null;
    note: string | null;
    messageKey: string | null;
  }[];
}

beforeAll(async () => {
  server = await createTestApp({ now: clock, env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  setup = await setupCheckout(server, 10);
});
afterAll(() => server.close());

/** An admin signed in at the clock's instant (a session opened days before may have ended). */
async function staff(): Promise<StaffClient> {
  if (admin?.at !== now) admin = { at: now, client: await staffClient(server, { roles: ['ADMIN'] }) };
  return admin.client;
}

async function detail(uuid: string): Promise<Detail> {
  return dataOf(await (await staff()).graphql<{ order: Detail }>(ORDER_EXTRAS, { uuid }), 'order');
}

async function setDelay(days: number): Promise<void> {
  dataOf(
    await (
      await staff()
    ).graphql<{ setUnconfirmedOrderDays: { unconfirmedOrderDays: number } }>(SET_DELAY, {
      shopUuid: setup.shopUuid,
      days,
    }),
    'setUnconfirmedOrderDays',
  );
}

async function placeWebOrder(): Promise<string> {
  const answer = await postCheckout(server, setup.token, orderRequest(setup));
  if (answer.status !== 201) throw new Error(`checkout ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body['orderUuid'] as string;
}

async function reservedOfFirstDress(): Promise<number> {
  const [dress] = setup.dresses;
  return (await levelOf(server, setup.warehouseId, dress?.product.id ?? 0, dress?.combinationIds[0] ?? null))
    .reserved;
}

async function pendingWebOrders(count: number, at: Date): Promise<{ id: number; uuid: string }[]> {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await insertOrder(server, { shopUuid: setup.shopUuid, channel: SalesChannel.ECOMMERCE, at }));
  }
  return made;
}

async function statusOf(ids: readonly number[]): Promise<string[]> {
  const rows = await sql<{ status: string }>(
    server,
    'select status from customer_order where id in (?) order by id',
    [ids],
  );
  return rows.map((row) => row.status);
}

async function cancellationsOf(ids: readonly number[]): Promise<number> {
  const [row] = await sql<{ n: number }>(
    server,
    "select count(*)::int as n from order_status_change where order_id in (?) and to_status = 'cancelled'",
    [ids],
  );
  return row?.n ?? 0;
}

it('cancels a web order left pending past the delay: reservation released, history by no one, once', async () => {
  now = START;
  const reservedBefore = await reservedOfFirstDress();
  const uuid = await placeWebOrder();
  expect(await reservedOfFirstDress()).toBe(reservedBefore + 1);
  const due = new Date(START.getTime() + 7 * DAY_MS);
  expect((await detail(uuid)).autoCancelAt).toBe(due.toISOString());

  now = new Date(due.getTime() - 60_000);
  expect(await runSweep(server, sweepOf(clock))).toBe(0);
  expect((await detail(uuid)).status).toBe('PENDING');

  now = due;
  expect(await runSweep(server, sweepOf(clock))).toBe(1);
  const cancelled = await detail(uuid);
  expect(cancelled.status).toBe('CANCELLED');
  expect(cancelled.autoCancelAt).toBeNull();
  expect(cancelled.history.at(-1)).toEqual({
    fromStatus: 'PENDING',
    toStatus: 'CANCELLED',
    staffName: null,
    note: 'Not confirmed within 7 days: cancelled by the system, its stock released',
    messageKey: OrderMessageKey.AUTO_CANCELLED_UNCONFIRMED,
  });
  expect(await reservedOfFirstDress()).toBe(reservedBefore);

  expect(await runSweep(server, sweepOf(clock))).toBe(0);
  expect((await detail(uuid)).history).toHaveLength(cancelled.history.length);
});

it('leaves other channels, confirmed orders and shops that turned the delay off', async () => {
  const old = new Date(START.getTime() - 30 * DAY_MS);
  now = START;
  const phone = await insertOrder(server, { shopUuid: setup.shopUuid, channel: SalesChannel.PHONE, at: old });
  const confirmed = await insertOrder(server, {
    shopUuid: setup.shopUuid,
    channel: SalesChannel.ECOMMERCE,
    status: OrderStatus.CONFIRMED,
    paymentType: PaymentType.TRANSPORTER,
    at: old,
  });
  const [web] = await pendingWebOrders(1, old);
  const ids = [phone.id, confirmed.id, web?.id ?? 0];

  await setDelay(0);
  expect((await detail(web?.uuid ?? '')).autoCancelAt).toBeNull();
  expect(await runSweep(server, sweepOf(clock))).toBe(0);
  expect(await statusOf(ids)).toEqual(['pending', 'confirmed', 'pending']);

  await setDelay(45);
  expect(await runSweep(server, sweepOf(clock))).toBe(0);

  await setDelay(30);
  expect(await runSweep(server, sweepOf(clock))).toBe(1);
  expect(await statusOf(ids)).toEqual(['pending', 'confirmed', 'cancelled']);
  await setDelay(7);
});

it('never cancels a pending web order with money recorded against it (a person undoes it, with its refund)', async () => {
  now = START;
  const [paid, unpaid] = await pendingWebOrders(2, new Date(START.getTime() - 10 * DAY_MS));
  await sql(server, 'update customer_order set amount_paid = 200000 where id = ?', [paid?.id]);
  expect((await detail(paid?.uuid ?? '')).autoCancelAt).toBeNull();
  expect(await runSweep(server, sweepOf(clock))).toBe(1);
  expect(await statusOf([paid?.id ?? 0, unpaid?.id ?? 0])).toEqual(['pending', 'cancelled']);
});

it('works in batches until none is left', async () => {
  now = START;
  const made = await pendingWebOrders(5, new Date(START.getTime() - 10 * DAY_MS));
  expect(await runSweep(server, sweepOf(clock, 2))).toBe(5);
  expect(await statusOf(made.map((o) => o.id))).toEqual(Array(5).fill('cancelled'));
});

it('cancels each order once when two instances sweep at the same time', async () => {
  now = START;
  const made = await pendingWebOrders(12, new Date(START.getTime() - 10 * DAY_MS));
  const ids = made.map((o) => o.id);
  const [first, second] = await Promise.all([
    runSweep(server, sweepOf(clock, 3)),
    runSweep(server, sweepOf(clock, 3)),
  ]);
  expect((first ?? 0) + (second ?? 0)).toBe(12);
  expect(await cancellationsOf(ids)).toBe(12);
  expect(await statusOf(ids)).toEqual(Array(12).fill('cancelled'));
});

it('leaves an order someone holds locked to the next pass', async () => {
  now = START;
  const [held, free] = await pendingWebOrders(2, new Date(START.getTime() - 10 * DAY_MS));
  const ids = [held?.id ?? 0, free?.id ?? 0];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = () => {};
  const lockTaken = new Promise<void>((resolve) => (taken = resolve));
  const holder = server.orm.em.fork().transactional(async (em) => {
    await em.execute('select id from customer_order where id = ? for update', [held?.id]);
    taken();
    await released;
  });
  await lockTaken;
  expect(await runSweep(server, sweepOf(clock))).toBe(1);
  expect(await statusOf(ids)).toEqual(['pending', 'cancelled']);
  release();
  await holder;
  expect(await runSweep(server, sweepOf(clock))).toBe(1);
  expect(await statusOf(ids)).toEqual(['cancelled', 'cancelled']);
});

it('sweeps once when the timer starts, and stopping it waits for that pass; 0 seconds starts nothing', async () => {
  now = START;
  const [off] = await pendingWebOrders(1, new Date(START.getTime() - 10 * DAY_MS));
  const options = { orm: server.orm, ledger: new StockLedger(), clock, log: createLogger('silent') };
  await startUnconfirmedOrderSweeps({ ...options, everySeconds: 0 })();
  expect(await statusOf([off?.id ?? 0])).toEqual(['pending']);
  await startUnconfirmedOrderSweeps({ ...options, everySeconds: 3600 })();
  expect(await statusOf([off?.id ?? 0])).toEqual(['cancelled']);
});
