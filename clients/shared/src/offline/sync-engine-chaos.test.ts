/**
 * The chaos bar of OFFLINE.md (Q6) at unit level: 500 queued sales drain in requests of 20 while
 * 30 % of the answers are lost after the server committed (a dropped connection, a 503, a hang
 * cut at the timeout), some entries come back "in progress" or 500, every tenth entry reaches the
 * server twice, and the tab dies in the middle of a request. A fake server records one order per
 * idempotency key. Whatever the draws, every entry ends acked with the order made for its key.
 */
import { classifyHttpResponse } from './classify';
import type { OutboxEntry, SendOutcome } from './outbox-types';
import { createManualClock } from '../test/manual-clock';
import { createHarness, freshDbName, statusReached } from '../test/outbox-harness';
import type { Harness } from '../test/outbox-harness';

const SALES = 500;
const MAX_BATCH = 20;
const TIMEOUT_MS = 10_000;
const LEASE_MS = 20_000;
/** Well above a drain's few seconds: the shared CI machine runs several suites at once. */
const DRAIN_TEST_LIMIT_MS = 60_000;
/** The request during which the tab dies, after the server committed it. */
const KILLED_REQUEST = 4;

/** Mulberry32: a small seeded generator, so a failing draw can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Makes one order per idempotency key; a key seen again answers the same order (a duplicate). */
function fakeOrderServer() {
  const orders = new Map<string, string>();
  let received = 0;
  return {
    orders,
    received: () => received,
    receive(entry: OutboxEntry): SendOutcome {
      received += 1;
      let ref = orders.get(entry.idempotencyKey);
      if (ref === undefined) {
        ref = `ORD-${String(orders.size + 1)}`;
        orders.set(entry.idempotencyKey, ref);
      }
      return { status: 'acked', serverRef: ref };
    },
  };
}

interface Chaos {
  requests: number;
  lostAfterCommit: number;
  killed: Promise<void>;
}

/**
 * The network and the server between the till and its orders. `tab()` is the live tab: a hang
 * moves its clock past the timeout, as a request that never answers would.
 */
function chaoticTransport(
  random: () => number,
  server: ReturnType<typeof fakeOrderServer>,
  tab: () => Harness,
) {
  let markKilled: () => void = () => undefined;
  const chaos: Chaos = {
    requests: 0,
    lostAfterCommit: 0,
    killed: new Promise((resolve) => (markKilled = resolve)),
  };
  const commit = (entries: OutboxEntry[]) =>
    entries.map((entry) => {
      if (entry.deviceSeq % 10 === 0) server.receive(entry);
      return server.receive(entry);
    });
  const answer = (entries: OutboxEntry[]): SendOutcome[] =>
    entries.map((entry) => {
      const draw = random();
      if (draw < 0.05) return classifyHttpResponse(409, { message: 'in progress' });
      const outcome = commit([entry])[0] ?? classifyHttpResponse(500, {});
      return draw < 0.1 ? classifyHttpResponse(500, { message: 'answer lost' }) : outcome;
    });
  const sender = async (entries: OutboxEntry[]): Promise<SendOutcome[]> => {
    chaos.requests += 1;
    if (chaos.requests === KILLED_REQUEST) {
      commit(entries);
      markKilled();
      return new Promise<never>(() => undefined);
    }
    const draw = random();
    if (draw < 0.1) throw new TypeError('Failed to fetch');
    if (draw >= 0.4) return answer(entries);
    commit(entries);
    chaos.lostAfterCommit += 1;
    if (draw < 0.2) throw new TypeError('Failed to fetch');
    if (draw < 0.3) return entries.map(() => classifyHttpResponse(503, { message: 'bad gateway' }));
    tab().clock.advance(TIMEOUT_MS);
    return new Promise<never>(() => undefined);
  };
  return { sender, chaos };
}

/** Follows the engine's own timers until nothing is left to send, or the tab dies. */
async function drive(h: Harness, killed: Promise<void>): Promise<'drained' | 'killed' | 'stuck'> {
  const dead = killed.then(() => 'killed' as const);
  for (let step = 0; step < 5_000; step += 1) {
    const idle = h.engine.whenIdle().then(() => 'idle' as const);
    if ((await Promise.race([idle, dead])) === 'killed') return 'killed';
    if ((await h.db.outbox.where('state').equals('acked').count()) === SALES) return 'drained';
    const at = h.clock.nextTimerAt();
    if (at === null) return 'stuck';
    h.clock.advance(Math.max(0, at - h.clock.now()));
  }
  return 'stuck';
}

let reloaded: Harness | null = null;

afterEach(async () => {
  await reloaded?.close();
  reloaded = null;
});

it.each([7, 2026])(
  'drains 500 sales through lost answers and a dead tab, one order each (seed %p)',
  async (seed) => {
    const random = seeded(seed);
    const server = fakeOrderServer();
    const dbName = freshDbName();
    const options = { dbName, random, timeoutMs: TIMEOUT_MS, leaseMs: LEASE_MS };
    let live: Harness | null = null;
    const tab = () => {
      if (!live) throw new Error('no live tab');
      return live;
    };
    const { sender, chaos } = chaoticTransport(random, server, tab);
    const batchSenders = { posSale: { sender, maxBatch: MAX_BATCH } };

    const first = createHarness({}, { ...options, batchSenders });
    live = first;
    for (let n = 1; n <= SALES; n += 1) await first.add('posSale', { n });
    first.engine.start();
    await statusReached(first.engine, (s) => s.leader);
    expect(await drive(first, chaos.killed)).toBe('killed');
    // The tab dies mid-request: no cleanup runs, its connection goes, the browser frees its lock.
    first.db.close();

    const clock = createManualClock(first.clock.now() + 1_000);
    reloaded = createHarness({}, { ...options, clock, batchSenders });
    live = reloaded;
    reloaded.engine.start();
    await statusReached(reloaded.engine, (s) => s.leader);
    expect(await drive(reloaded, new Promise<void>(() => undefined))).toBe('drained');

    const entries = await reloaded.db.outbox.orderBy('deviceSeq').toArray();
    expect(entries).toHaveLength(SALES);
    expect(entries.filter((entry) => entry.state !== 'acked')).toEqual([]);
    // One order per sale, and each entry holds the order the server made for its key.
    expect(server.orders.size).toBe(SALES);
    expect(entries.map((entry) => entry.serverRef)).toEqual(
      entries.map((entry) => server.orders.get(entry.idempotencyKey)),
    );
    // The chaos happened: answers lost after the commit, requests the server saw again.
    expect(chaos.lostAfterCommit).toBeGreaterThan(0);
    expect(server.received()).toBeGreaterThan(SALES + SALES / 10);
    expect(entries.some((entry) => entry.attempts > 1)).toBe(true);
  },
  DRAIN_TEST_LIMIT_MS,
);
