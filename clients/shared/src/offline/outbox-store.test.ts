import { createTijaraDb } from './db';
import type { TijaraDb } from './db';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import type { OutboxEntry, OutboxState } from './outbox-types';
import { OUTBOX_RETENTION_MS, outboxErrorOf, pruneOutbox, releaseExpiredLeases } from './outbox-store';
import { freshDbName } from '../test/outbox-harness';

let db: TijaraDb;
const NOW = Date.UTC(2026, 10, 21);
const DAY = 24 * 3600 * 1000;

beforeEach(() => {
  db = createTijaraDb(freshDbName());
});

afterEach(() => db.close());

let seq = 0;
function row(state: OutboxState, patch: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    id: `e-${seq}`,
    kind: 'k',
    payload: {},
    idempotencyKey: `e-${seq}`,
    schemaVersion: 1,
    appVersion: '1',
    deviceId: 'd',
    deviceSeq: seq,
    createdAt: NOW - 90 * DAY,
    state,
    attempts: 1,
    nextAttemptAt: NOW - 90 * DAY,
    leaseUntil: null,
    lastError: null,
    serverRef: null,
    ackedAt: null,
    ...patch,
  };
}

it('prunes acked entries past the retention and never an unacked one, however old', async () => {
  const old = row('acked', { ackedAt: NOW - 31 * DAY });
  const recent = row('acked', { ackedAt: NOW - 29 * DAY });
  const unacked = (['pending', 'sending', 'rejected', 'conflict', 'blocked_auth'] as const).map((s) =>
    row(s),
  );
  await db.outbox.bulkAdd([old, recent, ...unacked]);

  expect(await pruneOutbox(db, NOW)).toBe(1);

  const left = await db.outbox.toArray();
  expect(left.map((e) => e.id).sort()).toEqual([recent, ...unacked].map((e) => e.id).sort());
  expect(OUTBOX_RETENTION_MS).toBe(30 * DAY);
});

it('returns expired leases to pending and leaves live ones', async () => {
  const expired = row('sending', { leaseUntil: NOW - 1 });
  const live = row('sending', { leaseUntil: NOW + 1_000 });
  await db.outbox.bulkAdd([expired, live]);

  expect(await releaseExpiredLeases(db, NOW, 30_000)).toBe(1);

  expect(await db.outbox.get(expired.id)).toMatchObject({
    state: 'pending',
    leaseUntil: null,
    nextAttemptAt: NOW,
  });
  expect(await db.outbox.get(live.id)).toMatchObject({ state: 'sending' });
});

it('returns a lease ending further ahead than any lease can to pending: the clock went back', async () => {
  const leaseMs = 30_000;
  // Leased at 10:00, then the clock was set back an hour: the lease would otherwise hold until 10:00.
  const skewed = row('sending', { leaseUntil: NOW + 3_600_000 + leaseMs });
  const justLeased = row('sending', { leaseUntil: NOW + leaseMs });
  await db.outbox.bulkAdd([skewed, justLeased]);

  expect(await releaseExpiredLeases(db, NOW, leaseMs)).toBe(1);

  expect(await db.outbox.get(skewed.id)).toMatchObject({
    state: 'pending',
    leaseUntil: null,
    nextAttemptAt: NOW,
  });
  expect(await db.outbox.get(justLeased.id)).toMatchObject({ state: 'sending' });
});

it('computes full-jitter exponential delays with a cap', () => {
  const delays = [1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, () => 0.999999, DEFAULT_BACKOFF));
  expect(delays).toEqual([1_999, 3_999, 7_999, 15_999, 31_999, 59_999, 59_999, 59_999]);
  expect(backoffDelay(3, () => 0, DEFAULT_BACKOFF)).toBe(0);
  expect(backoffDelay(3, () => 0.5, DEFAULT_BACKOFF)).toBe(4_000);
});

it('keeps what a refusal says for the user (its details) on the entry', () => {
  const reasons = [{ code: 'TOTAL_MISMATCH', field: 'sale.total' }];
  expect(
    outboxErrorOf({ status: 'rejected', code: 'TOTAL_MISMATCH', message: 'no', details: { reasons } }),
  ).toEqual({ kind: 'rejected', code: 'TOTAL_MISMATCH', message: 'no', details: { reasons } });
  expect(outboxErrorOf({ status: 'rejected', code: 'X', message: 'no', httpStatus: 400 })).toEqual({
    kind: 'rejected',
    code: 'X',
    message: 'no',
    status: 400,
  });
});
