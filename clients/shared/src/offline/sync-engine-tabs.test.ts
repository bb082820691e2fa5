/**
 * Several tabs and crashes: two engines on one database name share a
 * lock manager as two tabs share navigator.locks; a tab that dies mid-send leaves a lease behind.
 */
import { createLocalLockManager } from './locks';
import { createManualClock } from '../test/manual-clock';
import { ACK, createHarness, freshDbName, scriptedSender, statusReached } from '../test/outbox-harness';
import type { Harness, SentRequest } from '../test/outbox-harness';

const open: Harness[] = [];

function tab(...args: Parameters<typeof createHarness>): Harness {
  const h = createHarness(...args);
  open.push(h);
  return h;
}

afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
});

it('only the leader sends, each entry exactly once, and the other tab takes over when it stops', async () => {
  const name = freshDbName();
  const locks = createLocalLockManager();
  const clock = createManualClock();
  const sentByA: SentRequest[] = [];
  const sentByB: SentRequest[] = [];
  const a = tab({ posSale: scriptedSender([ACK()], sentByA) }, { dbName: name, locks, clock });
  const b = tab({ posSale: scriptedSender([ACK()], sentByB) }, { dbName: name, locks, clock });
  const early = [
    await a.add('posSale', { n: 1 }),
    await b.add('posSale', { n: 2 }),
    await a.add('posSale', { n: 3 }),
  ];

  a.engine.start();
  await statusReached(a.engine, (s) => s.leader);
  b.engine.start();
  const [reportA, reportB] = await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);

  expect(reportB).toMatchObject({ leader: false, sent: 0 });
  expect(reportA.leader).toBe(true);
  expect(b.engine.getStatus().leader).toBe(false);
  expect(sentByA.map((r) => r.id)).toEqual(early.map((e) => e.id));
  expect(sentByB).toEqual([]);

  const late = [await b.add('posSale', { n: 4 }), await a.add('posSale', { n: 5 })];
  await a.engine.stop();
  await statusReached(b.engine, (s) => s.leader);
  await b.engine.whenIdle();

  expect(sentByB.map((r) => r.id)).toEqual(late.map((e) => e.id));
  const allSent = [...sentByA, ...sentByB].map((r) => r.id);
  expect(new Set(allSent).size).toBe(allSent.length);
  expect(await b.db.outbox.where('state').equals('acked').count()).toBe(5);
});

it('after a crash mid-send, a new engine returns the expired lease to pending and sends it once, same key', async () => {
  const name = freshDbName();
  const crashedClock = createManualClock();
  let sendStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (sendStarted = resolve));
  const beforeCrash: SentRequest[] = [];
  const crashed = createHarness(
    {
      placeOrder: scriptedSender(
        [
          () => {
            sendStarted();
            return new Promise<never>(() => undefined);
          },
        ],
        beforeCrash,
      ),
    },
    { dbName: name, clock: crashedClock, leaseMs: 30_000 },
  );
  const entry = await crashed.add('placeOrder', { total: 99 }, { idempotencyKey: 'order-key-1' });
  crashed.engine.start();
  await started;
  // The tab dies: no cleanup runs, its connection goes, the browser frees its lock.
  crashed.db.close();

  const clock = createManualClock(crashedClock.now() + 5_000);
  const afterReload: SentRequest[] = [];
  const reloaded = tab({ placeOrder: scriptedSender([ACK('ORD-7')], afterReload) }, { dbName: name, clock });
  reloaded.engine.start();
  await statusReached(reloaded.engine, (s) => s.leader);
  await reloaded.engine.whenIdle();

  const leased = await reloaded.entry(entry.id);
  expect(leased).toMatchObject({ state: 'sending', leaseUntil: crashedClock.now() + 30_000, attempts: 1 });
  expect(afterReload).toEqual([]);

  clock.advance((leased.leaseUntil ?? 0) - clock.now());
  await reloaded.engine.whenIdle();

  expect(await reloaded.entry(entry.id)).toMatchObject({ state: 'acked', serverRef: 'ORD-7', attempts: 2 });
  expect(afterReload).toHaveLength(1);
  // The server dedups by key: what it saw twice carried the same key, computed once at enqueue.
  expect(beforeCrash.map((r) => r.key)).toEqual(['order-key-1']);
  expect(afterReload.map((r) => r.key)).toEqual(['order-key-1']);
  expect(afterReload[0]?.payload).toEqual(beforeCrash[0]?.payload);
});
