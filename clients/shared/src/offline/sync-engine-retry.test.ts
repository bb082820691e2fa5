import { classifyHttpResponse } from './classify';
import { enqueue } from './enqueue';
import type { SendContext } from './outbox-types';
import { broadcastSyncChannel } from './sync-channel';
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

/** Lets the engine fail `times` times in a row, following its own timer, and returns each wait. */
async function waitsBetweenAttempts(h: Harness, id: string, times: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const entry = await h.entry(id);
    const wait = entry.nextAttemptAt - h.clock.now();
    waits.push(wait);
    expect(h.clock.nextTimerAt()).toBe(entry.nextAttemptAt);
    h.clock.advance(wait);
    await h.engine.whenIdle();
  }
  return waits;
}

it.each([
  [1, [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]],
  [0.25, [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]],
])(
  'backs off exponentially with full jitter (random %p), capped at 60 s, and never gives up',
  async (draw, expected) => {
    const sender = scriptedSender([new TypeError('Failed to fetch')]);
    const h = createHarness({ placeOrder: sender }, { random: () => draw });
    const entry = await h.add('placeOrder');
    await startLeader(h);

    expect(await waitsBetweenAttempts(h, entry.id, expected.length)).toEqual(expected);
    expect(await h.entry(entry.id)).toMatchObject({ state: 'pending', attempts: expected.length + 1 });
    expect(new Set(sender.log.map((r) => r.key))).toEqual(new Set([entry.idempotencyKey]));
  },
);

it('resends an entry whose short backoff ran out before the run ended, with no outside trigger', async () => {
  const failsOnce = scriptedSender([{ status: 'retry', reason: 'HTTP 500', httpStatus: 500 }, ACK('ORD-7')]);
  let h: Harness | null = null;
  // The second entry's request takes 10 ms: the first one's 2 ms backoff ends during the same run.
  const slowAck = scriptedSender([
    () => {
      h?.clock.advance(10);
      return ACK('ORD-8');
    },
  ]);
  // A jitter draw of 0.001 gives 0.001 * 2 s = 2 ms.
  h = createHarness({ first: failsOnce, second: slowAck }, { random: () => 0.001 });
  const first = await h.add('first');
  await h.add('second');
  await startLeader(h);
  expect(await h.entry(first.id)).toMatchObject({ state: 'pending', attempts: 1 });
  expect((await h.entry(first.id)).nextAttemptAt).toBeLessThan(h.clock.now());

  // Only the engine's own timer, floored at 250 ms so a zero draw cannot spin.
  expect(h.clock.nextTimerAt()).toBe(h.clock.now() + 250);
  h.clock.advance(250);
  await h.engine.whenIdle();

  expect(await h.entry(first.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-7', attempts: 2 });
});

it('stops the run when the server cannot be reached, without trying every entry', async () => {
  const sender = scriptedSender([{ status: 'retry', reason: 'HTTP 503', httpStatus: 503 }]);
  const h = createHarness({ placeOrder: sender });
  await h.add('placeOrder');
  await h.add('placeOrder');
  await startLeader(h);

  expect(sender.log).toHaveLength(1);
  expect(h.engine.getStatus().retryAt).toBe(h.clock.nextTimerAt());
});

it('retries a key still in progress on the server after a short fixed wait', async () => {
  const sender = scriptedSender([classifyHttpResponse(409, { message: 'in progress' }), ACK('ORD-3')]);
  const h = createHarness({ placeOrder: sender });
  const entry = await h.add('placeOrder');
  await startLeader(h);

  expect((await h.entry(entry.id)).nextAttemptAt - h.clock.now()).toBe(1_000);
  h.clock.advance(1_000);
  await h.engine.whenIdle();
  expect(await h.entry(entry.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-3' });
});

it('parks every entry on blocked_auth, sends nothing more until the login is restored', async () => {
  const sender = scriptedSender([{ status: 'auth', httpStatus: 401 }, ACK('A'), ACK('B'), ACK('C')]);
  const h = createHarness({ posSale: sender });
  const first = await h.add('posSale');
  const second = await h.add('posSale');
  await startLeader(h);

  expect(await h.entry(first.id)).toMatchObject({ state: 'blocked_auth', lastError: { kind: 'auth' } });
  // Never tried, but it cannot go either: it waits for the sign-in too, and is counted with the first.
  expect(await h.entry(second.id)).toMatchObject({ state: 'blocked_auth', attempts: 0 });
  expect(h.engine.getStatus().authBlocked).toBe(true);
  // A sale made while the session is gone joins them.
  const third = await h.add('posSale');
  await h.engine.syncNow();
  expect(sender.log).toHaveLength(1);
  expect(await h.entry(third.id)).toMatchObject({ state: 'blocked_auth', attempts: 0 });

  await h.engine.notifyAuthRestored();

  expect(await h.entry(first.id)).toMatchObject({ state: 'acked', serverRef: 'A' });
  expect(await h.entry(second.id)).toMatchObject({ state: 'acked', serverRef: 'B' });
  expect(await h.entry(third.id)).toMatchObject({ state: 'acked', serverRef: 'C' });
  expect(sender.log.map((r) => r.id)).toEqual([first.id, first.id, second.id, third.id]);
});

it('cuts a request that hangs at the timeout and keeps the entry for a retry', async () => {
  const signals: AbortSignal[] = [];
  let firstSendStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstSendStarted = resolve));
  const hangsOnce = (_entry: unknown, context: SendContext) => {
    signals.push(context.signal);
    if (signals.length > 1) return Promise.resolve(ACK());
    firstSendStarted();
    return new Promise<never>(() => undefined);
  };
  const h = createHarness({ placeOrder: hangsOnce }, { timeoutMs: 10_000 });
  const entry = await h.add('placeOrder');
  harness = h;
  h.engine.start();
  await started;

  h.clock.advance(10_000);
  await h.engine.whenIdle();

  expect(signals[0]?.aborted).toBe(true);
  expect(await h.entry(entry.id)).toMatchObject({
    state: 'pending',
    attempts: 1,
    lastError: { kind: 'retry', message: 'timeout' },
  });
});

it('is woken by an enqueue in any tab, through the broadcast channel', async () => {
  const sender = scriptedSender([ACK('ORD-4')]);
  const h = await startLeader(createHarness({ placeOrder: sender }, { channel: broadcastSyncChannel }));

  const entry = await enqueue(h.db, { kind: 'placeOrder', payload: {}, now: h.clock.now() });
  await statusReached(h.engine, (s) => s.counts?.acked === 1);

  expect(sender.log.map((r) => r.id)).toEqual([entry.id]);
});

it('survives a storage failure during a run: reports it and looks again later', async () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const h = await startLeader(createHarness({ placeOrder: scriptedSender([ACK('ORD-6')]) }));
  const entry = await h.add('placeOrder');
  const whereSpy = jest.spyOn(h.db.outbox, 'where').mockImplementationOnce(() => {
    throw new Error('QuotaExceededError');
  });

  expect(await h.engine.syncNow()).toMatchObject({ sent: 0 });
  expect(h.engine.getStatus().lastError).toMatchObject({
    kind: 'retry',
    message: 'Error: QuotaExceededError',
  });
  expect(errorSpy).toHaveBeenCalledWith('Outbox sync failed', expect.any(Error));

  whereSpy.mockRestore();
  h.clock.advance(2_000);
  await h.engine.whenIdle();
  expect(await h.entry(entry.id)).toMatchObject({ state: 'acked' });
  errorSpy.mockRestore();
});
