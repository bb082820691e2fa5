/**
 * Builds what the outbox tests need: a fresh database per test, an engine on a manual clock with
 * isolated network status and no broadcast channel unless asked, and a sender that records what
 * it was given and answers from a script.
 */
import { createTijaraDb } from '../offline/db';
import type { TijaraDb } from '../offline/db';
import { enqueue } from '../offline/enqueue';
import { createLocalLockManager } from '../offline/locks';
import type { LockManagerLike } from '../offline/locks';
import type { BatchSender, OutboxEntry, SendOutcome, Sender } from '../offline/outbox-types';
import { createSyncEngine } from '../offline/sync-engine';
import type { SyncEngine, SyncEngineOptions } from '../offline/sync-options';
import { createNetworkStatusStore } from '../network/network-status';
import { createManualClock } from './manual-clock';
import type { ManualClock } from './manual-clock';

let counter = 0;

export function freshDbName(): string {
  counter += 1;
  return `shared-test-${Date.now()}-${counter}`;
}

export interface SentRequest {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
}

export type Answer = SendOutcome | Error | ((entry: OutboxEntry) => SendOutcome | Promise<SendOutcome>);

/** Answers in order; the last answer repeats. Records every call. */
export function scriptedSender(answers: Answer[], log: SentRequest[] = []): Sender & { log: SentRequest[] } {
  let call = 0;
  const sender = async (entry: OutboxEntry) => {
    log.push({ id: entry.id, kind: entry.kind, key: entry.idempotencyKey, payload: entry.payload });
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(entry);
    if (!answer) throw new Error('scriptedSender needs at least one answer');
    return answer;
  };
  return Object.assign(sender, { log });
}

export const ACK = (serverRef = 'S-1'): SendOutcome => ({ status: 'acked', serverRef });

export type BatchReply =
  SendOutcome[] | Error | ((entries: OutboxEntry[]) => SendOutcome[] | Promise<SendOutcome[]>);

/** Answers request after request from a script (the last answer repeats); records each request's ids. */
export function scriptedBatchSender(
  replies: BatchReply[],
  batches: string[][] = [],
): BatchSender & { batches: string[][] } {
  let call = 0;
  const sender = async (entries: OutboxEntry[]) => {
    batches.push(entries.map((entry) => entry.id));
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(entries);
    if (!reply) throw new Error('scriptedBatchSender needs at least one reply');
    return reply;
  };
  return Object.assign(sender, { batches });
}

/** A reply acking every entry of the request with a reference made from its payload's `n`. */
export const ACK_ALL = (entries: OutboxEntry[]): SendOutcome[] =>
  entries.map((entry) => ACK(`ORD-${String((entry.payload as { n?: unknown }).n ?? entry.deviceSeq)}`));

export interface Harness {
  db: TijaraDb;
  clock: ManualClock;
  locks: LockManagerLike;
  engine: SyncEngine;
  add(
    kind: string,
    payload?: unknown,
    extra?: { dependsOn?: string; idempotencyKey?: string; recordId?: string },
  ): Promise<OutboxEntry>;
  entry(id: string): Promise<OutboxEntry>;
  close(): Promise<void>;
}

export function createHarness(
  senders: Record<string, Sender>,
  options: Partial<SyncEngineOptions> & { dbName?: string; clock?: ManualClock } = {},
): Harness {
  const db = createTijaraDb(options.dbName ?? freshDbName());
  const clock = options.clock ?? createManualClock();
  const locks = options.locks ?? createLocalLockManager();
  const engine = createSyncEngine({
    db,
    senders,
    locks,
    clock,
    timers: clock.timers,
    random: () => 1,
    channel: () => null,
    // No probe unless a test brings its own store: it would use the real fetch and timers.
    network: createNetworkStatusStore(null, { probe: false }),
    events: { window: null, document: null },
    ...options,
  });
  return {
    db,
    clock,
    locks,
    engine,
    add: (kind, payload = { kind }, extra = {}) => enqueue(db, { kind, payload, now: clock.now(), ...extra }),
    async entry(id) {
      const found = await db.outbox.get(id);
      if (!found) throw new Error(`No outbox entry ${id}`);
      return found;
    },
    async close() {
      await engine.stop();
      db.close();
    },
  };
}

/** Resolves once the engine reports the given status (no polling, no timeout of its own). */
export function statusReached(
  engine: SyncEngine,
  predicate: (s: ReturnType<SyncEngine['getStatus']>) => boolean,
) {
  return new Promise<void>((resolve) => {
    if (predicate(engine.getStatus())) return resolve();
    const unsubscribe = engine.subscribe(() => {
      if (!predicate(engine.getStatus())) return;
      unsubscribe();
      resolve();
    });
  });
}
