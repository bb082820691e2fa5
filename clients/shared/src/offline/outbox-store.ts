/**
 * Reads and state changes of outbox rows, each in one Dexie transaction. The engine calls these;
 * apps only enqueue and read. A carried localOrders record follows its entry's state.
 */
import Dexie from 'dexie';
import type { TijaraDb } from './db';
import type { OutboxEntry, OutboxError, OutboxState, SendOutcome } from './outbox-types';

/** Acked entries stay this long for audit and support, then pruneOutbox drops them. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3600 * 1000;

async function mirrorRecord(db: TijaraDb, entry: OutboxEntry, state: OutboxState, serverRef?: string | null) {
  if (!entry.recordId) return;
  await db.localOrders.update(
    entry.recordId,
    serverRef === undefined ? { status: state } : { status: state, serverRef },
  );
}

/**
 * A lease past its time belongs to a send that died with its tab: the entry goes back to pending.
 * So does one ending more than `leaseMs` ahead, which no lease taken on this clock can: the device
 * clock went back, and waiting for that time could hold the entry for hours (as dueEntries does).
 */
export function releaseExpiredLeases(db: TijaraDb, now: number, leaseMs: number): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox
      .where('state')
      .equals('sending')
      .filter((entry) => {
        const until = entry.leaseUntil ?? 0;
        return until <= now || until > now + leaseMs;
      })
      .modify({ state: 'pending', leaseUntil: null, nextAttemptAt: now }),
  );
}

/**
 * Pending entries whose time has come, in FIFO (device sequence) order. An entry scheduled further
 * ahead than any backoff allows means the device clock went back: it is due too.
 */
export async function dueEntries(db: TijaraDb, now: number, maxDelayMs: number): Promise<OutboxEntry[]> {
  const index = db.outbox.where('[state+nextAttemptAt]');
  const [due, skewed] = await Promise.all([
    index.between(['pending', Dexie.minKey], ['pending', now], true, true).toArray(),
    index.between(['pending', now + maxDelayMs], ['pending', Dexie.maxKey], false, true).toArray(),
  ]);
  return [...due, ...skewed].sort((a, b) => a.deviceSeq - b.deviceSeq);
}

/** Its dependency is acked. A missing one was pruned, and only acked entries are ever pruned. */
export async function dependencyReady(db: TijaraDb, entry: OutboxEntry): Promise<boolean> {
  if (!entry.dependsOn) return true;
  const dependency = await db.outbox.get(entry.dependsOn);
  return !dependency || dependency.state === 'acked';
}

/** pending -> sending with a lease, before the request (crash safety). Null if no longer pending. */
export function leaseEntry(
  db: TijaraDb,
  id: string,
  now: number,
  leaseMs: number,
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state !== 'pending') return null;
    const leased: OutboxEntry = {
      ...entry,
      state: 'sending',
      leaseUntil: now + leaseMs,
      attempts: entry.attempts + 1,
    };
    await db.outbox.put(leased);
    return leased;
  });
}

export function outboxErrorOf(outcome: Exclude<SendOutcome, { status: 'acked' }>): OutboxError {
  const status = outcome.httpStatus === undefined ? {} : { status: outcome.httpStatus };
  switch (outcome.status) {
    case 'retry':
      return { kind: 'retry', message: outcome.reason, ...status };
    case 'auth':
      return { kind: 'auth', message: outcome.message ?? 'authentication required', ...status };
    case 'rejected':
      return {
        kind: 'rejected',
        code: outcome.code,
        message: outcome.message,
        ...status,
        ...(outcome.details === undefined ? {} : { details: outcome.details }),
      };
    case 'conflict':
      return {
        kind: 'conflict',
        code: outcome.code,
        message: outcome.message,
        ...status,
        ...(outcome.details === undefined ? {} : { details: outcome.details }),
      };
  }
}

const STATE_OF: Record<Exclude<SendOutcome['status'], 'acked'>, OutboxState> = {
  retry: 'pending',
  auth: 'blocked_auth',
  rejected: 'rejected',
  conflict: 'conflict',
};

/** What settling one entry writes: the entry's changes and its local record's. */
export interface Settlement {
  changes: Partial<OutboxEntry>;
  record: { status: OutboxState; serverRef?: string | null };
}

/**
 * The outcome of the send that held `leased`'s lease, against the entry as it is now. An ack is
 * always kept (the server has the effect); any other outcome is dropped (null) if the lease was lost
 * meanwhile: the entry went back to pending, or another send holds it now.
 */
export function settlementOf(
  current: OutboxEntry | undefined,
  leased: OutboxEntry,
  outcome: SendOutcome,
  timing: { now: number; retryDelayMs: number },
): Settlement | null {
  if (!current || current.state === 'acked') return null;
  if (outcome.status === 'acked') {
    const { serverRef } = outcome;
    return {
      changes: { state: 'acked', serverRef, ackedAt: timing.now, leaseUntil: null, lastError: null },
      record: { status: 'acked', serverRef },
    };
  }
  if (current.state !== 'sending' || current.leaseUntil !== leased.leaseUntil) return null;
  const state = STATE_OF[outcome.status];
  const nextAttemptAt = outcome.status === 'retry' ? timing.now + timing.retryDelayMs : current.nextAttemptAt;
  const changes = { state, leaseUntil: null, nextAttemptAt, lastError: outboxErrorOf(outcome) };
  // A conflict the server recorded keeps its order reference, as an ack does.
  if (outcome.status === 'conflict' && outcome.serverRef !== undefined) {
    const { serverRef } = outcome;
    return { changes: { ...changes, serverRef }, record: { status: state, serverRef } };
  }
  return { changes, record: { status: state } };
}

/** Records the outcome of the send that holds `leased`'s lease (settlementOf says what is kept). */
export function settleEntry(
  db: TijaraDb,
  leased: OutboxEntry,
  outcome: SendOutcome,
  timing: { now: number; retryDelayMs: number },
): Promise<void> {
  return db.transaction('rw', db.outbox, db.localOrders, async () => {
    const current = await db.outbox.get(leased.id);
    const settlement = settlementOf(current, leased, outcome, timing);
    if (!current || !settlement) return;
    await db.outbox.update(current.id, settlement.changes);
    if (current.recordId) await db.localOrders.update(current.recordId, settlement.record);
  });
}

/** Back online or in the foreground: waiting entries become due now. */
export function resetBackoff(db: TijaraDb, now: number): Promise<number> {
  return db.outbox
    .where('[state+nextAttemptAt]')
    .between(['pending', now], ['pending', Dexie.maxKey], false, true)
    .modify({ nextAttemptAt: now });
}

/**
 * The session is gone: nothing this device holds can be sent until a sign-in, so every pending entry
 * waits on blocked_auth beside the one the server refused, and the screens count what waits for
 * the sign-in truthfully (only the entries that happened to be due when it was found, otherwise).
 */
export function parkPendingForAuth(db: TijaraDb): Promise<void> {
  return db.transaction('rw', db.outbox, db.localOrders, async () => {
    const pending = await db.outbox.where('state').equals('pending').toArray();
    for (const entry of pending) {
      await db.outbox.update(entry.id, { state: 'blocked_auth' });
      await mirrorRecord(db, entry, 'blocked_auth');
    }
  });
}

/** After login: everything parked on blocked_auth is pending again, nothing was dropped. */
export function unblockAuth(db: TijaraDb, now: number): Promise<void> {
  return db.transaction('rw', db.outbox, db.localOrders, async () => {
    const blocked = await db.outbox.where('state').equals('blocked_auth').toArray();
    for (const entry of blocked) {
      await db.outbox.update(entry.id, { state: 'pending', nextAttemptAt: now });
      await mirrorRecord(db, entry, 'pending');
    }
  });
}

/** When the engine must look again: the next backoff end after `after`, or the next lease expiry. */
export async function nextWakeAt(db: TijaraDb, after: number): Promise<number | null> {
  const [waiting, leased] = await Promise.all([
    db.outbox
      .where('[state+nextAttemptAt]')
      .between(['pending', after], ['pending', Dexie.maxKey], false, true)
      .first(),
    db.outbox.where('state').equals('sending').toArray(),
  ]);
  const times = [waiting?.nextAttemptAt, ...leased.map((entry) => entry.leaseUntil)].filter(
    (t): t is number => typeof t === 'number',
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** Drops acked entries older than the retention. Never an unacked one, whatever its age. */
export function pruneOutbox(db: TijaraDb, now: number, retentionMs = OUTBOX_RETENTION_MS): Promise<number> {
  return db.outbox
    .where('state')
    .equals('acked')
    .filter((entry) => entry.ackedAt !== null && entry.ackedAt < now - retentionMs)
    .delete();
}
