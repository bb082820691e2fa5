/**
 * Batch senders: runs of one kind leased together, sent in one request, each entry settled with its
 * own outcome; the failures of a request as a whole fall on every entry of it, with the same keys.
 */
import { classifyHttpResponse } from './classify';
import { createSyncEngine } from './sync-engine';
import { createTijaraDb } from './db';
import type { OutboxEntry, SendContext, SendOutcome } from './outbox-types';
import { unsyncedCount } from './outbox-types';
import { leaseEntry, releaseExpiredLeases } from './outbox-store';
import { createManualClock } from '../test/manual-clock';
import {
  ACK,
  ACK_ALL,
  createHarness,
  freshDbName,
  scriptedBatchSender,
  scriptedSender,
  statusReached,
} from '../test/outbox-harness';
import type { Harness } from '../test/outbox-harness';

const open: Harness[] = [];

function harness(...args: Parameters<typeof createHarness>): Harness {
  const h = createHarness(...args);
  open.push(h);
  return h;
}

async function startLeader(h: Harness): Promise<Harness> {
  h.engine.start();
  await statusReached(h.engine, (s) => s.leader);
  await h.engine.whenIdle();
  return h;
}

afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
});

async function addSales(h: Harness, count: number, from = 1): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  for (let n = from; n < from + count; n += 1) entries.push(await h.add('posSale', { n }));
  return entries;
}

const ids = (entries: OutboxEntry[]) => entries.map((entry) => entry.id);
const numbersOf = (entries: OutboxEntry[]) => entries.map((entry) => (entry.payload as { n: number }).n);

it('sends runs of one kind in device sequence order, up to maxBatch entries per request', async () => {
  const sender = scriptedBatchSender([ACK_ALL]);
  const h = await startLeader(harness({}, { batchSenders: { posSale: { sender, maxBatch: 20 } } }));
  const sales = await addSales(h, 45);

  const report = await h.engine.syncNow();

  expect(sender.batches).toEqual([ids(sales.slice(0, 20)), ids(sales.slice(20, 40)), ids(sales.slice(40))]);
  expect(report).toMatchObject({ sent: 45, acked: 45, retried: 0 });
  const stored = await h.db.outbox.orderBy('deviceSeq').toArray();
  expect(stored.map((e) => [e.state, e.serverRef, e.attempts])).toEqual(
    sales.map((_, i) => ['acked', `ORD-${String(i + 1)}`, 1]),
  );
});

it('drains 500 sales in 25 requests, leasing and settling each request in one transaction', async () => {
  const sender = scriptedBatchSender([ACK_ALL]);
  const h = await startLeader(harness({}, { batchSenders: { posSale: { sender, maxBatch: 20 } } }));
  await addSales(h, 500);
  const transactions = jest.spyOn(h.db, 'transaction');

  const report = await h.engine.syncNow();

  expect(report).toMatchObject({ sent: 500, acked: 500 });
  expect(sender.batches.map((batch) => batch.length)).toEqual(Array.from({ length: 25 }, () => 20));
  // A lease and a settlement per request, plus the pass's release of expired leases.
  expect(transactions).toHaveBeenCalledTimes(25 * 2 + 1);
  await statusReached(h.engine, (s) => s.counts?.acked === 500);
  expect(unsyncedCount(h.engine.getStatus().counts)).toBe(0);
});

it('ends a run at an entry of another kind, which goes in between, in FIFO order', async () => {
  const requests: string[] = [];
  const sales = scriptedBatchSender([
    (entries) => {
      requests.push(`sales ${numbersOf(entries).join(',')}`);
      return ACK_ALL(entries);
    },
  ]);
  const customers = scriptedSender([
    () => {
      requests.push('customer');
      return ACK('C-1');
    },
  ]);
  const h = await startLeader(
    harness({ createCustomer: customers }, { batchSenders: { posSale: { sender: sales } } }),
  );
  await addSales(h, 2);
  await h.add('createCustomer');
  await addSales(h, 2, 3);

  await h.engine.syncNow();

  expect(requests).toEqual(['sales 1,2', 'customer', 'sales 3,4']);
});

it('settles each entry of a request with its own outcome, and one retry does not hold the others', async () => {
  const recorded: SendOutcome = {
    status: 'conflict',
    code: 'OVERSOLD',
    message: 'sold beyond the stock',
    serverRef: 'ORD-3',
  };
  const sender = scriptedBatchSender([
    [
      ACK('ORD-1'),
      { status: 'rejected', code: 'UNKNOWN_PRODUCT', message: 'product 9' },
      recorded,
      classifyHttpResponse(409, { message: 'in progress' }),
    ],
    ACK_ALL,
  ]);
  const h = await startLeader(harness({}, { batchSenders: { posSale: { sender, maxBatch: 4 } } }));
  const sales = await addSales(h, 6);

  const report = await h.engine.syncNow();

  expect(sender.batches).toEqual([ids(sales.slice(0, 4)), ids(sales.slice(4))]);
  expect(report).toMatchObject({ sent: 6, acked: 3, rejected: 1, conflict: 1, retried: 1 });
  const [first, refused, flagged, inProgress] = await Promise.all(sales.map((s) => h.entry(s.id)));
  expect(first).toMatchObject({ state: 'acked', serverRef: 'ORD-1' });
  expect(refused).toMatchObject({
    state: 'rejected',
    lastError: { kind: 'rejected', code: 'UNKNOWN_PRODUCT' },
  });
  expect(flagged).toMatchObject({ state: 'conflict', serverRef: 'ORD-3', lastError: { code: 'OVERSOLD' } });
  expect(inProgress).toMatchObject({ state: 'pending', nextAttemptAt: h.clock.now() + 1_000 });
  expect(await h.entry(sales[5]?.id ?? '')).toMatchObject({ state: 'acked', serverRef: 'ORD-6' });

  h.clock.advance(1_000);
  await h.engine.whenIdle();

  expect(sender.batches.at(-1)).toEqual([inProgress?.id]);
  expect(await h.entry(inProgress?.id ?? '')).toMatchObject({
    state: 'acked',
    serverRef: 'ORD-4',
    attempts: 2,
  });
});

it.each(['single', 'batch'] as const)(
  'keeps the order reference of a conflict the server recorded, on the entry and its local record (%s)',
  async (way) => {
    const recorded: SendOutcome = {
      status: 'conflict',
      code: 'OVERSOLD',
      message: 'sold beyond the stock',
      serverRef: 'ORD-77',
    };
    const h = await startLeader(
      way === 'single'
        ? harness({ posSale: scriptedSender([recorded]) })
        : harness({}, { batchSenders: { posSale: { sender: scriptedBatchSender([[recorded]]) } } }),
    );
    await h.db.localOrders.add({
      id: 'sale-1',
      kind: 'posSale',
      data: {},
      status: 'pending',
      createdAt: h.clock.now(),
      serverRef: null,
    });
    const entry = await h.add('posSale', { n: 1 }, { recordId: 'sale-1' });

    await h.engine.syncNow();

    expect(await h.entry(entry.id)).toMatchObject({ state: 'conflict', serverRef: 'ORD-77', ackedAt: null });
    expect(await h.db.localOrders.get('sale-1')).toMatchObject({ status: 'conflict', serverRef: 'ORD-77' });
  },
);

it('sends an entry whose dependency is in the same run in the next request, and skips one still waiting', async () => {
  const sales = scriptedBatchSender([ACK_ALL]);
  const h = await startLeader(
    harness(
      { createCustomer: scriptedSender([{ status: 'rejected', code: 'BAD_USER_INPUT', message: 'name' }]) },
      { batchSenders: { posSale: { sender: sales } } },
    ),
  );
  const refusedCustomer = await h.add('createCustomer');
  const first = await h.add('posSale', { n: 1 });
  const afterFirst = await h.add('posSale', { n: 2 }, { dependsOn: first.id });
  const forRefused = await h.add('posSale', { n: 3 }, { dependsOn: refusedCustomer.id });
  const free = await h.add('posSale', { n: 4 });

  await h.engine.syncNow();

  expect(sales.batches).toEqual([[first.id], [afterFirst.id, free.id]]);
  expect(await h.entry(afterFirst.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-2' });
  expect(await h.entry(forRefused.id)).toMatchObject({ state: 'pending', attempts: 0 });
});

it('retries every entry of a request whose sender threw, with the same keys, and stops the pass', async () => {
  const sender = scriptedBatchSender([new TypeError('Failed to fetch'), ACK_ALL]);
  const h = harness({}, { batchSenders: { posSale: { sender, maxBatch: 2 } } });
  const sales = await addSales(h, 4);
  await startLeader(h);

  expect(sender.batches).toEqual([ids(sales.slice(0, 2))]);
  const failed = await Promise.all(sales.slice(0, 2).map((s) => h.entry(s.id)));
  const retryAt = h.clock.now() + 2_000;
  for (const entry of failed) {
    expect(entry).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: retryAt,
      lastError: { kind: 'retry', message: 'Failed to fetch' },
    });
  }
  expect(await h.entry(sales[2]?.id ?? '')).toMatchObject({ attempts: 0 });
  expect(h.engine.getStatus().retryAt).toBe(retryAt);

  h.clock.advance(2_000);
  await h.engine.whenIdle();

  expect(sender.batches).toEqual([ids(sales.slice(0, 2)), ids(sales.slice(0, 2)), ids(sales.slice(2))]);
  expect(await h.db.outbox.where('state').equals('acked').count()).toBe(4);
  expect(new Set((await h.db.outbox.toArray()).map((e) => e.idempotencyKey))).toEqual(
    new Set(sales.map((s) => s.idempotencyKey)),
  );
});

it('sends the entries of a request refused as a whole again one by one, so the refusal lands on its entry', async () => {
  const invalid = Object.assign(new Error('invalid input'), {
    errors: [{ message: 'Variable "$orders" got an invalid value', extensions: { code: 'BAD_USER_INPUT' } }],
  });
  const sender = scriptedBatchSender([
    (entries) => {
      if (numbersOf(entries).includes(2)) throw invalid;
      return ACK_ALL(entries);
    },
  ]);
  const h = await startLeader(harness({}, { batchSenders: { posSale: { sender } } }));
  const [one, two, three] = await addSales(h, 3);

  const report = await h.engine.syncNow();

  expect(sender.batches).toEqual([[one?.id, two?.id, three?.id], [one?.id], [two?.id], [three?.id]]);
  expect(report).toMatchObject({ sent: 6, retried: 3, acked: 2, rejected: 1 });
  expect(await h.entry(one?.id ?? '')).toMatchObject({ state: 'acked', attempts: 2 });
  expect(await h.entry(two?.id ?? '')).toMatchObject({
    state: 'rejected',
    lastError: { kind: 'rejected', code: 'BAD_USER_INPUT' },
  });
  expect(await h.entry(three?.id ?? '')).toMatchObject({ state: 'acked', serverRef: 'ORD-3' });
});

it('retries every entry when the answer does not have one outcome per entry', async () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const sender = scriptedBatchSender([[ACK('ORD-1')], ACK_ALL]);
  const h = harness({}, { batchSenders: { posSale: { sender } } });
  const sales = await addSales(h, 2);
  await startLeader(h);

  for (const sale of sales) {
    expect(await h.entry(sale.id)).toMatchObject({
      state: 'pending',
      serverRef: null,
      lastError: { kind: 'retry', message: 'batch sender answered 1 outcomes for 2 entries' },
    });
  }
  expect(errorSpy).toHaveBeenCalledWith('Outbox: batch sender answered 1 outcomes for 2 entries (posSale)');

  h.clock.advance(2_000);
  await h.engine.whenIdle();
  expect(await h.db.outbox.where('state').equals('acked').count()).toBe(2);
  errorSpy.mockRestore();
});

/** A batch sender whose first request hangs until aborted; `started` resolves when it is in flight. */
function hangingOnce() {
  const signals: AbortSignal[] = [];
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const sender = scriptedBatchSender([() => new Promise<never>(() => markStarted()), ACK_ALL]);
  const recording = Object.assign(
    (entries: OutboxEntry[], context: SendContext) => {
      signals.push(context.signal);
      return sender(entries, context);
    },
    { batches: sender.batches },
  );
  return { sender: recording, signals, started };
}

it('cuts a request that hangs at the timeout and keeps every entry of it for a retry', async () => {
  const { sender, signals, started } = hangingOnce();
  const h = harness({}, { timeoutMs: 10_000, batchSenders: { posSale: { sender } } });
  const sales = await addSales(h, 3);
  h.engine.start();
  await started;

  h.clock.advance(10_000);
  await h.engine.whenIdle();

  expect(signals[0]?.aborted).toBe(true);
  for (const sale of sales) {
    expect(await h.entry(sale.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: { kind: 'retry', message: 'timeout' },
    });
  }
});

it('puts a request cut by stop() back to pending at once, and the next start sends it again', async () => {
  const { sender, signals, started } = hangingOnce();
  const h = harness({}, { batchSenders: { posSale: { sender } } });
  const sales = await addSales(h, 2);
  h.engine.start();
  await started;

  await h.engine.stop();

  expect(signals[0]?.aborted).toBe(true);
  for (const sale of sales) {
    expect(await h.entry(sale.id)).toMatchObject({
      state: 'pending',
      leaseUntil: null,
      nextAttemptAt: h.clock.now(),
      lastError: { message: 'sync stopped' },
    });
  }

  await startLeader(h);
  expect(sender.batches).toEqual([ids(sales), ids(sales)]);
  expect(await h.db.outbox.where('state').equals('acked').count()).toBe(2);
});

it('after losing the lease mid-request keeps the acks of the late answer and drops its other outcomes', async () => {
  const leaseMs = 30_000;
  const takeover = { at: 0, leaseUntil: 0 };
  const sender = scriptedBatchSender([
    async (entries) => {
      // Meanwhile this tab looked dead: another engine released the leases and took the third entry.
      const { db, clock } = h;
      takeover.at = clock.now() + leaseMs + 1;
      await releaseExpiredLeases(db, takeover.at, leaseMs);
      const taken = await leaseEntry(db, entries[2]?.id ?? '', takeover.at, leaseMs);
      takeover.leaseUntil = taken?.leaseUntil ?? 0;
      return [
        ACK('ORD-1'),
        { status: 'retry', reason: 'HTTP 500', httpStatus: 500 },
        { status: 'rejected', code: 'BAD_USER_INPUT', message: 'late' },
      ];
    },
  ]);
  const h = harness({}, { leaseMs, batchSenders: { posSale: { sender } } });
  const [acked, released, takenOver] = await addSales(h, 3);
  await startLeader(h);

  expect(await h.entry(acked?.id ?? '')).toMatchObject({ state: 'acked', serverRef: 'ORD-1' });
  expect(await h.entry(released?.id ?? '')).toMatchObject({
    state: 'pending',
    nextAttemptAt: takeover.at,
    lastError: null,
    attempts: 1,
  });
  expect(await h.entry(takenOver?.id ?? '')).toMatchObject({
    state: 'sending',
    leaseUntil: takeover.leaseUntil,
    lastError: null,
    attempts: 2,
  });
});

it('after a tab dies mid-request, the leases expire and the next engine sends the run once more, same keys', async () => {
  const name = freshDbName();
  const crashedClock = createManualClock();
  const { sender: hangs, started } = hangingOnce();
  const crashed = createHarness(
    {},
    { dbName: name, clock: crashedClock, batchSenders: { posSale: { sender: hangs } } },
  );
  const sales = await addSales(crashed, 3);
  crashed.engine.start();
  await started;
  // The tab dies: no cleanup runs, its connection goes, the browser frees its lock.
  crashed.db.close();

  const clock = createManualClock(crashedClock.now() + 5_000);
  const afterReload = scriptedBatchSender([ACK_ALL]);
  const reloaded = harness({}, { dbName: name, clock, batchSenders: { posSale: { sender: afterReload } } });
  await startLeader(reloaded);

  const leased = await Promise.all(sales.map((s) => reloaded.entry(s.id)));
  expect(leased.map((e) => e.state)).toEqual(['sending', 'sending', 'sending']);
  expect(afterReload.batches).toEqual([]);

  clock.advance((leased[0]?.leaseUntil ?? 0) - clock.now());
  await reloaded.engine.whenIdle();

  expect(afterReload.batches).toEqual([ids(sales)]);
  const settled = await Promise.all(sales.map((s) => reloaded.entry(s.id)));
  expect(settled.map((e) => [e.state, e.attempts, e.idempotencyKey])).toEqual(
    sales.map((s) => ['acked', 2, s.idempotencyKey]),
  );
});

it('stops at a request answered auth for every entry; an auth for one entry does not stop the others', async () => {
  const auth: SendOutcome = { status: 'auth', httpStatus: 401 };
  const sender = scriptedBatchSender([[ACK('ORD-1'), auth], ACK_ALL, (entries) => entries.map(() => auth)]);
  const h = await startLeader(harness({}, { batchSenders: { posSale: { sender, maxBatch: 2 } } }));
  const sales = await addSales(h, 8);

  await h.engine.syncNow();

  expect(sender.batches).toEqual([ids(sales.slice(0, 2)), ids(sales.slice(2, 4)), ids(sales.slice(4, 6))]);
  expect((await h.db.outbox.orderBy('deviceSeq').toArray()).map((e) => e.state)).toEqual([
    'acked',
    'blocked_auth',
    'acked',
    'acked',
    'blocked_auth',
    'blocked_auth',
    // Not sent: once the session is gone, what is left waits for the sign-in with them.
    'blocked_auth',
    'blocked_auth',
  ]);
  expect(h.engine.getStatus().authBlocked).toBe(true);
  await statusReached(h.engine, (s) => s.counts?.blocked_auth === 5);
  expect(unsyncedCount(h.engine.getStatus().counts)).toBe(5);
});

it('is registered after start, and one kind has one way: a single sender registered later replaces it', async () => {
  const h = await startLeader(harness({}));
  const [first] = await addSales(h, 1);
  const batch = scriptedBatchSender([ACK_ALL]);

  h.engine.registerBatchSender('posSale', batch, { maxBatch: 5 });
  await h.engine.whenIdle();
  expect(batch.batches).toEqual([[first?.id]]);

  const single = scriptedSender([ACK('ONE')]);
  h.engine.registerSender('posSale', single);
  const [second] = await addSales(h, 1, 2);
  await h.engine.syncNow();
  expect(single.log.map((r) => r.id)).toEqual([second?.id]);
  expect(batch.batches).toHaveLength(1);
});

it('refuses a kind given both ways, and a maxBatch below one', () => {
  const db = createTijaraDb(freshDbName());
  const sender = scriptedBatchSender([ACK_ALL]);
  expect(() =>
    createSyncEngine({
      db,
      senders: { posSale: scriptedSender([ACK()]) },
      batchSenders: { posSale: { sender } },
    }),
  ).toThrow(RangeError);
  expect(() => createSyncEngine({ db, batchSenders: { posSale: { sender, maxBatch: 0 } } })).toThrow(
    RangeError,
  );
  db.close();
});

it('counts as unsynced what is only on the device: pending, sending and blocked_auth', () => {
  const counts = { pending: 3, sending: 2, acked: 40, rejected: 1, conflict: 4, blocked_auth: 5 };
  expect(unsyncedCount(counts)).toBe(10);
  expect(unsyncedCount(null)).toBe(0);
});
