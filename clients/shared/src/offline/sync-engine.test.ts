import { classifyHttpResponse } from './classify';
import type { OutboxEntry } from './outbox-types';
import { createNetworkStatusStore } from '../network/network-status';
import { createManualClock } from '../test/manual-clock';
import { ACK, createHarness, scriptedSender, statusReached } from '../test/outbox-harness';
import type { Harness } from '../test/outbox-harness';

let harness: Harness | null = null;

async function startLeader(h: Harness): Promise<Harness> {
  harness = h;
  h.engine.start();
  await statusReached(h.engine, (s) => s.leader);
  await h.engine.whenIdle();
  return h;
}

afterEach(async () => {
  await harness?.close();
  harness = null;
});

it('sends a pending entry once and stores the ack with its server reference', async () => {
  const sender = scriptedSender([ACK('ORD-1')]);
  const h = createHarness({ placeOrder: sender });
  const entry = await h.add('placeOrder', { total: 150_000 });
  await startLeader(h);

  const stored = await h.entry(entry.id);
  expect(stored).toMatchObject({ state: 'acked', serverRef: 'ORD-1', ackedAt: h.clock.now(), attempts: 1 });
  expect(sender.log).toEqual([
    { id: entry.id, kind: 'placeOrder', key: entry.id, payload: { total: 150_000 } },
  ]);
  expect(h.engine.getStatus()).toMatchObject({ leader: true, running: false, lastError: null });
});

it('keeps the entry after a network failure and resends it with the same key when back online', async () => {
  const sender = scriptedSender([new TypeError('Failed to fetch'), ACK('ORD-2')]);
  const h = createHarness({ placeOrder: sender }, { events: { window, document: null } });
  const entry = await h.add('placeOrder', { total: 1 }, { idempotencyKey: 'key-abc' });
  await startLeader(h);

  const failed = await h.entry(entry.id);
  expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: { kind: 'retry' } });
  expect(failed.nextAttemptAt).toBeGreaterThan(h.clock.now());

  window.dispatchEvent(new Event('online'));
  await h.engine.whenIdle();

  expect(await h.entry(entry.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-2', attempts: 2 });
  expect(sender.log.map((r) => r.key)).toEqual(['key-abc', 'key-abc']);
});

it('resends at once when the page comes back to the foreground', async () => {
  const sender = scriptedSender([new TypeError('Failed to fetch'), ACK('ORD-5')]);
  const h = createHarness({ placeOrder: sender }, { events: { window: null, document } });
  const entry = await h.add('placeOrder');
  await startLeader(h);
  expect(await h.entry(entry.id)).toMatchObject({ state: 'pending' });

  expect(document.visibilityState).toBe('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  await h.engine.whenIdle();

  expect(await h.entry(entry.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-5' });
});

it('resends at once when its probe finds the server back, with no browser event', async () => {
  const clock = createManualClock();
  const healthz: string[] = [];
  const probeFetch = ((url: RequestInfo | URL) => {
    healthz.push(String(url));
    return Promise.resolve(new Response(null, { status: 200 }));
  }) as typeof fetch;
  const network = createNetworkStatusStore(null, { probe: { fetch: probeFetch, timers: clock.timers } });
  // The server went down: the failed send reports it, as the apps' reporting fetch does.
  const serverDown = () => {
    network.reportFailure();
    throw new TypeError('Failed to fetch');
  };
  const sender = scriptedSender([serverDown, ACK('ORD-9')]);
  // A long backoff, so only the probe can explain a resend 2 s later.
  const h = createHarness({ placeOrder: sender }, { clock, network, backoff: { baseMs: 60_000 } });
  const entry = await h.add('placeOrder');
  const start = clock.now();
  await startLeader(h);
  expect(await h.entry(entry.id)).toMatchObject({ state: 'pending', nextAttemptAt: start + 60_000 });

  const backOnline = new Promise<void>((resolve) => {
    const unsubscribe = network.subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
  clock.advance(2_000);
  await backOnline;
  await h.engine.whenIdle();

  expect(healthz).toEqual(['/healthz']);
  expect(await h.entry(entry.id)).toMatchObject({
    state: 'acked',
    serverRef: 'ORD-9',
    ackedAt: start + 2_000,
  });
});

it('drops acked entries past the 30-day retention when it takes the lead', async () => {
  const h = createHarness({ placeOrder: scriptedSender([ACK()]) });
  const old = await h.add('placeOrder');
  const pending = await h.add('placeOrder');
  const day = 24 * 3600 * 1000;
  await h.db.outbox.update(old.id, { state: 'acked', ackedAt: h.clock.now() - 31 * day });
  await h.db.outbox.update(pending.id, { createdAt: h.clock.now() - 60 * day });
  await startLeader(h);

  expect(await h.db.outbox.get(old.id)).toBeUndefined();
  expect(await h.entry(pending.id)).toMatchObject({ state: 'acked' });
});

it('records a rejection and goes on with the next entry', async () => {
  const refuse = scriptedSender([
    { status: 'rejected', code: 'BAD_USER_INPUT', message: 'phone', httpStatus: 400 },
  ]);
  const accept = scriptedSender([ACK()]);
  const h = await startLeader(createHarness({ bad: refuse, good: accept }));
  const bad = await h.add('bad');
  const good = await h.add('good');

  const report = await h.engine.syncNow();

  expect(report).toMatchObject({ leader: true, sent: 2, rejected: 1, acked: 1 });
  expect(await h.entry(bad.id)).toMatchObject({
    state: 'rejected',
    lastError: { kind: 'rejected', code: 'BAD_USER_INPUT', message: 'phone', status: 400 },
  });
  expect(await h.entry(good.id)).toMatchObject({ state: 'acked' });
});

it('parks a business conflict for review with its details and goes on', async () => {
  const quote = { total: 160_000 };
  const conflicting = scriptedSender([
    classifyHttpResponse(409, { code: 'PRICE_CHANGED', message: 'price went up', quote }),
  ]);
  const h = await startLeader(createHarness({ placeOrder: conflicting, other: scriptedSender([ACK()]) }));
  const order = await h.add('placeOrder');
  const next = await h.add('other');

  await h.engine.syncNow();

  expect(await h.entry(order.id)).toMatchObject({
    state: 'conflict',
    lastError: { kind: 'conflict', code: 'PRICE_CHANGED', status: 409, details: { quote } },
  });
  expect(await h.entry(next.id)).toMatchObject({ state: 'acked' });
  // Counts reach the status through a live query, as in any tab.
  await statusReached(h.engine, (s) => s.counts?.conflict === 1 && s.counts.acked === 1);
});

it('holds an entry until the one it depends on is acked, while the others proceed', async () => {
  const log: { id: string; kind: string; key: string; payload: unknown }[] = [];
  const customer = scriptedSender(
    [{ status: 'retry', reason: 'HTTP 500', httpStatus: 500 }, ACK('C-1')],
    log,
  );
  const sale = scriptedSender([ACK('V-1')], log);
  const h = await startLeader(createHarness({ createCustomer: customer, posSale: sale }));
  const first = await h.add('createCustomer');
  const dependent = await h.add('posSale', { n: 1 }, { dependsOn: first.id });
  const independent = await h.add('posSale', { n: 2 });

  await h.engine.syncNow();
  expect(log.map((r) => r.id)).toEqual([first.id, independent.id]);
  expect(await h.entry(dependent.id)).toMatchObject({ state: 'pending', attempts: 0 });

  const { nextAttemptAt } = await h.entry(first.id);
  h.clock.advance(nextAttemptAt - h.clock.now());
  await h.engine.whenIdle();

  expect(log.map((r) => r.id)).toEqual([first.id, independent.id, first.id, dependent.id]);
  expect(await h.entry(dependent.id)).toMatchObject({ state: 'acked' });
});

it('never sends an entry whose dependency was rejected', async () => {
  const h = await startLeader(
    createHarness({
      createCustomer: scriptedSender([{ status: 'rejected', code: 'BAD_USER_INPUT', message: 'name' }]),
      posSale: scriptedSender([ACK()]),
    }),
  );
  const customer = await h.add('createCustomer');
  const sale = await h.add('posSale', {}, { dependsOn: customer.id });

  await h.engine.syncNow();
  await h.engine.syncNow();

  expect(await h.entry(sale.id)).toMatchObject({ state: 'pending', attempts: 0 });
});

it('sends in device sequence order, one request at a time', async () => {
  let inFlight = 0;
  let maxInFlight = 0;
  const sender = scriptedSender([
    async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return ACK();
    },
  ]);
  const h = createHarness({ posSale: sender });
  const entries: OutboxEntry[] = [];
  for (let n = 0; n < 5; n += 1) entries.push(await h.add('posSale', { n }));
  await startLeader(h);

  expect(entries.map((e) => e.deviceSeq)).toEqual([1, 2, 3, 4, 5]);
  expect(sender.log.map((r) => r.id)).toEqual(entries.map((e) => e.id));
  expect(maxInFlight).toBe(1);
});

it('marks the local record it carries with the outcome', async () => {
  const h = await startLeader(createHarness({ placeOrder: scriptedSender([ACK('ORD-9')]) }));
  const record = { id: 'order-1', kind: 'order', data: { lines: 2 }, status: 'pending' as const };
  const entry = await h.add('placeOrder', { orderId: record.id }, {});
  await h.db.transaction('rw', h.db.localOrders, h.db.outbox, async () => {
    await h.db.localOrders.add({ ...record, createdAt: h.clock.now(), serverRef: null });
    await h.db.outbox.update(entry.id, { recordId: record.id });
  });

  await h.engine.syncNow();

  expect(await h.db.localOrders.get(record.id)).toMatchObject({ status: 'acked', serverRef: 'ORD-9' });
});

it('leaves entries of a kind it has no sender for, until one is registered', async () => {
  const h = await startLeader(createHarness({}));
  const entry = await h.add('stockMove');
  await h.engine.syncNow();
  expect(await h.entry(entry.id)).toMatchObject({ state: 'pending', attempts: 0 });

  h.engine.registerSender('stockMove', scriptedSender([ACK('M-1')]));
  await h.engine.whenIdle();

  expect(await h.entry(entry.id)).toMatchObject({ state: 'acked', serverRef: 'M-1' });
});
