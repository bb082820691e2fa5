import { createNetworkStatusStore } from './network-status';
import type { NetworkStatusStore } from './network-status';
import { createManualClock } from '../test/manual-clock';
import type { ManualClock } from '../test/manual-clock';

type Answer = number | 'no answer' | 'hang';

/** A fetch that answers from a script (the last answer repeats) and records when and how it was asked. */
function scriptedFetch(clock: ManualClock, answers: Answer[]) {
  const calls: { at: number; url: string; init: RequestInit | undefined }[] = [];
  const impl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ at: clock.now(), url: String(input), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === 'hang') return new Promise<never>(() => undefined);
    if (answer === 'no answer' || answer === undefined)
      return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(null, { status: answer }));
  };
  return { impl: impl as typeof fetch, calls };
}

/** One macrotask: every promise callback of a settled probe has run by then (no timer involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function offlineStore(clock: ManualClock, fetchImpl: typeof fetch, target: EventTarget | null = null) {
  const store = createNetworkStatusStore(target, { probe: { fetch: fetchImpl, timers: clock.timers } });
  const changes: boolean[] = [];
  const unsubscribe = store.subscribe(() => changes.push(store.getSnapshot().online));
  store.reportFailure();
  return { store, changes, unsubscribe };
}

async function advance(clock: ManualClock, ms: number) {
  clock.advance(ms);
  await settle();
}

it('asks GET /healthz while offline, backing off from 2 s to 60 s, until the server answers', async () => {
  const clock = createManualClock();
  const start = clock.now();
  const answers: Answer[] = ['no answer', 502, 503, 'no answer', 504, 'no answer', 'no answer', 200];
  const probe = scriptedFetch(clock, answers);
  const { store, changes } = offlineStore(clock, probe.impl);

  for (const gap of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
    await advance(clock, gap);
    expect(store.getSnapshot().online).toBe(false);
  }
  await advance(clock, 60_000);

  expect(probe.calls.map((c) => (c.at - start) / 1000)).toEqual([2, 6, 14, 30, 62, 122, 182, 242]);
  expect(probe.calls[0]).toMatchObject({ url: '/healthz', init: { cache: 'no-store' } });
  expect(probe.calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  expect(store.getSnapshot().online).toBe(true);
  expect(changes).toEqual([false, true]);
  expect(clock.nextTimerAt()).toBeNull();
});

it('probes only while something listens, and stops when the browser says online', async () => {
  const clock = createManualClock();
  const probe = scriptedFetch(clock, ['no answer']);
  const browser = new EventTarget();
  const { store, unsubscribe } = offlineStore(clock, probe.impl, browser);
  expect(clock.nextTimerAt()).toBe(clock.now() + 2_000);

  unsubscribe();
  expect(clock.nextTimerAt()).toBeNull();
  await advance(clock, 10_000);
  expect(probe.calls).toHaveLength(0);

  const again = store.subscribe(() => undefined);
  expect(clock.nextTimerAt()).toBe(clock.now() + 2_000);
  browser.dispatchEvent(new Event('online'));
  expect(store.getSnapshot().online).toBe(true);
  expect(clock.nextTimerAt()).toBeNull();
  expect(probe.calls).toHaveLength(0);
  again();
});

it('cuts a probe that hangs at its timeout, then tries again', async () => {
  const clock = createManualClock();
  const probe = scriptedFetch(clock, ['hang', 200]);
  const { store } = offlineStore(clock, probe.impl);

  await advance(clock, 2_000);
  expect(probe.calls).toHaveLength(1);
  await advance(clock, 10_000);
  expect(probe.calls[0]?.init?.signal?.aborted).toBe(true);
  expect(store.getSnapshot().online).toBe(false);

  await advance(clock, 4_000);
  expect(probe.calls).toHaveLength(2);
  expect(store.getSnapshot().online).toBe(true);
});

it('cancels a probe in flight when nothing listens any more, and ignores its late answer', async () => {
  const clock = createManualClock();
  let answer: (response: Response) => void = () => undefined;
  const signals: AbortSignal[] = [];
  const lateFetch = ((_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>((resolve) => (answer = resolve));
  }) as typeof fetch;
  const { store, unsubscribe } = offlineStore(clock, lateFetch);

  await advance(clock, 2_000);
  unsubscribe();
  answer(new Response(null, { status: 200 }));
  await settle();

  expect(signals[0]?.aborted).toBe(true);
  expect(store.getSnapshot().online).toBe(false);
  expect(clock.nextTimerAt()).toBeNull();
});

it('probes the configured URL, or never when the probe is turned off', async () => {
  const clock = createManualClock();
  const probe = scriptedFetch(clock, [200]);
  const store: NetworkStatusStore = createNetworkStatusStore(null, { probe: false });
  const unsubscribe = store.subscribe(() => undefined);
  store.reportFailure();
  expect(clock.nextTimerAt()).toBeNull();

  store.configureProbe({ url: '/api/healthz', fetch: probe.impl, timers: clock.timers, baseMs: 500 });
  await advance(clock, 500);

  expect(probe.calls.map((c) => c.url)).toEqual(['/api/healthz']);
  expect(store.getSnapshot().online).toBe(true);
  unsubscribe();
});
