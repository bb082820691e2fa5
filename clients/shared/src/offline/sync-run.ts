/**
 * One pass over the outbox by the leader: expired leases back to pending, then the
 * due entries in FIFO order, each leased, sent with a timeout and settled. Rejected and conflict
 * entries never stop the pass; an entry waits only for its own dependency. A retry for that entry
 * alone (500, 409 in progress) lets the pass go on; a sign that the server cannot be reached at all
 * (no answer, 429, 502-504) ends the pass so a dead link is not hammered; 'auth' ends it too.
 */
import type { Timers } from '../network/timers';
import type { BackoffPolicy } from './backoff';
import { backoffDelay } from './backoff';
import { classifyError } from './classify';
import type { TijaraDb } from './db';
import type { OutboxError, OutboxEntry, Sender, SendOutcome } from './outbox-types';
import {
  dependencyReady,
  dueEntries,
  leaseEntry,
  nextWakeAt,
  outboxErrorOf,
  releaseExpiredLeases,
  settleEntry,
} from './outbox-store';

export interface SyncReport {
  /** False when this engine is not the leader: it sent nothing, another tab does. */
  leader: boolean;
  sent: number;
  acked: number;
  rejected: number;
  conflict: number;
  retried: number;
  blockedAuth: number;
}

export interface RunContext {
  db: TijaraDb;
  senderFor(kind: string): Sender | undefined;
  now(): number;
  random(): number;
  timers: Timers;
  leaseMs: number;
  timeoutMs: number;
  backoff: BackoffPolicy;
  /** Aborted when the engine stops: the request in flight is cancelled and the entry returns to pending. */
  stopSignal: AbortSignal;
  isActive(): boolean;
}

export interface RunResult {
  report: SyncReport;
  /** Set when the pass stopped because the server could not be reached: look again at this time. */
  pauseUntil: number | null;
  /**
   * After a full pass: when the earliest waiting entry or lease needs a look (null: none). It may
   * be past already: an entry retried during the pass is not sent twice in it, however short its
   * backoff, so the engine must still set a timer for it.
   */
  wakeAt: number | null;
  authBlocked: boolean;
  /** The error of the last failed send; null after a later ack; undefined if nothing was sent. */
  lastError: OutboxError | null | undefined;
}

export function emptyReport(leader: boolean): SyncReport {
  return { leader, sent: 0, acked: 0, rejected: 0, conflict: 0, retried: 0, blockedAuth: 0 };
}

const UNREACHABLE_STATUSES = [429, 502, 503, 504];

function serverUnreachable(outcome: SendOutcome): boolean {
  return (
    outcome.status === 'retry' &&
    (outcome.httpStatus === undefined || UNREACHABLE_STATUSES.includes(outcome.httpStatus))
  );
}

/** Races the sender against the timeout and the engine stopping, so a hung request never holds the pass. */
async function sendWithTimeout(ctx: RunContext, sender: Sender, entry: OutboxEntry): Promise<SendOutcome> {
  const controller = new AbortController();
  let timer: unknown = null;
  let onStop: () => void = () => undefined;
  const timeout = new Promise<SendOutcome>((resolve) => {
    timer = ctx.timers.setTimeout(() => {
      controller.abort();
      resolve({ status: 'retry', reason: 'timeout' });
    }, ctx.timeoutMs);
  });
  const stopped = new Promise<SendOutcome>((resolve) => {
    onStop = () => {
      controller.abort();
      resolve({ status: 'retry', reason: 'sync stopped' });
    };
    if (ctx.stopSignal.aborted) onStop();
    else ctx.stopSignal.addEventListener('abort', onStop, { once: true });
  });
  try {
    const sent = sender(entry, { signal: controller.signal }).catch((error: unknown) => classifyError(error));
    return await Promise.race([sent, timeout, stopped]);
  } finally {
    ctx.timers.clearTimeout(timer);
    ctx.stopSignal.removeEventListener('abort', onStop);
  }
}

function retryDelay(ctx: RunContext, attempts: number, outcome: SendOutcome): number {
  if (ctx.stopSignal.aborted) return 0;
  if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined) {
    return Math.min(outcome.retryAfterMs, ctx.backoff.capMs);
  }
  return backoffDelay(attempts, ctx.random, ctx.backoff);
}

const TALLY = {
  acked: 'acked',
  rejected: 'rejected',
  conflict: 'conflict',
  retry: 'retried',
  auth: 'blockedAuth',
} as const;

/** Lease, send, settle one entry. Null when it was not sent (dependency waiting, taken meanwhile). */
async function processEntry(ctx: RunContext, entry: OutboxEntry, report: SyncReport) {
  const sender = ctx.senderFor(entry.kind);
  if (!sender || !(await dependencyReady(ctx.db, entry))) return null;
  const leased = await leaseEntry(ctx.db, entry.id, ctx.now(), ctx.leaseMs);
  if (!leased) return null;
  report.sent += 1;
  const outcome = await sendWithTimeout(ctx, sender, leased);
  const retryDelayMs = retryDelay(ctx, leased.attempts, outcome);
  const now = ctx.now();
  await settleEntry(ctx.db, leased, outcome, { now, retryDelayMs });
  report[TALLY[outcome.status]] += 1;
  return { outcome, retryAt: now + retryDelayMs };
}

export async function runSync(ctx: RunContext): Promise<RunResult> {
  const result: RunResult = {
    report: emptyReport(true),
    pauseUntil: null,
    wakeAt: null,
    authBlocked: false,
    lastError: undefined,
  };
  await releaseExpiredLeases(ctx.db, ctx.now(), ctx.leaseMs);
  const retried = new Set<string>();
  let earliestRetryAt = Infinity;
  let lookedAt = ctx.now();
  let progressed = true;
  // Passes repeat while something was sent: entries enqueued meanwhile and dependents just freed.
  while (progressed && ctx.isActive()) {
    progressed = false;
    lookedAt = ctx.now();
    for (const entry of await dueEntries(ctx.db, lookedAt, ctx.backoff.capMs)) {
      if (!ctx.isActive()) return result;
      if (retried.has(entry.id)) continue;
      const processed = await processEntry(ctx, entry, result.report);
      if (!processed) continue;
      progressed = true;
      const { outcome } = processed;
      result.lastError = outcome.status === 'acked' ? null : outboxErrorOf(outcome);
      if (outcome.status === 'auth') return { ...result, authBlocked: true };
      if (outcome.status !== 'retry') continue;
      retried.add(entry.id);
      earliestRetryAt = Math.min(earliestRetryAt, processed.retryAt);
      if (serverUnreachable(outcome)) return { ...result, pauseUntil: processed.retryAt };
    }
  }
  // Every pending entry due at the last look was retried in this pass or cannot go yet (dependency,
  // no sender: an enqueue or registerSender wakes those); all the others come after that look.
  const waiting = await nextWakeAt(ctx.db, lookedAt);
  const wakeAt = Math.min(earliestRetryAt, waiting ?? Infinity);
  return { ...result, wakeAt: Number.isFinite(wakeAt) ? wakeAt : null };
}
