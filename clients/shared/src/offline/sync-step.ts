/**
 * One step of a sync pass: lease, send and settle one entry (a kind with a single sender) or a run
 * of entries of one kind in one request (a kind with a batch sender). The pass (sync-run.ts) decides
 * from the outcomes whether it goes on.
 */
import type { TijaraDb } from './db';
import { leaseBatch, settleBatch } from './outbox-batch-store';
import { dependencyReady, leaseEntry, settleEntry } from './outbox-store';
import type { OutboxEntry, Sender, SendOutcome } from './outbox-types';
import { retryDelay, sendBatch, sendOne } from './sync-send';
import type { BatchAnswer, DelayContext, SendRaceContext, SenderRoute } from './sync-send';

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

export function emptyReport(leader: boolean): SyncReport {
  return { leader, sent: 0, acked: 0, rejected: 0, conflict: 0, retried: 0, blockedAuth: 0 };
}

export interface RunContext extends SendRaceContext, DelayContext {
  db: TijaraDb;
  senderFor(kind: string): SenderRoute | undefined;
  now(): number;
  leaseMs: number;
  isActive(): boolean;
}

/** What a pass remembers between steps. */
export interface PassState {
  report: SyncReport;
  /** Retried in this pass: not sent again in it, however short the wait. */
  retried: Set<string>;
  /** Their run was refused as a whole: each goes alone, so the refusal lands on the entry it is about. */
  alone: Set<string>;
}

export interface Sent {
  id: string;
  outcome: SendOutcome;
  /** When a retried entry may go again. */
  retryAt: number;
}

export interface Step {
  /** Index of the due entry to look at next. */
  next: number;
  /** The outcome of each entry sent, in FIFO order; empty when nothing could go. */
  sent: Sent[];
  /** The run was refused as a whole; its entries are due again at once, each alone. */
  split: boolean;
}

const TALLY = {
  acked: 'acked',
  rejected: 'rejected',
  conflict: 'conflict',
  retry: 'retried',
  auth: 'blockedAuth',
} as const;

export async function processEntry(
  ctx: RunContext,
  send: Sender,
  due: readonly OutboxEntry[],
  index: number,
  pass: PassState,
): Promise<Step> {
  const none: Step = { next: index + 1, sent: [], split: false };
  const entry = due[index];
  if (!entry || !(await dependencyReady(ctx.db, entry))) return none;
  const leased = await leaseEntry(ctx.db, entry.id, ctx.now(), ctx.leaseMs);
  if (!leased) return none;
  pass.report.sent += 1;
  const outcome = await sendOne(ctx, send, leased);
  const retryDelayMs = retryDelay(ctx, leased.attempts, outcome);
  const now = ctx.now();
  await settleEntry(ctx.db, leased, outcome, { now, retryDelayMs });
  pass.report[TALLY[outcome.status]] += 1;
  return { ...none, sent: [{ id: leased.id, outcome, retryAt: now + retryDelayMs }] };
}

/**
 * The entries from `start` that may share a request: same kind, following each other in FIFO order
 * (another kind ends the run), not retried in this pass, up to maxBatch; one going alone is a run of one.
 */
function runFrom(due: readonly OutboxEntry[], start: number, maxBatch: number, pass: PassState) {
  const entries: OutboxEntry[] = [];
  const indices: number[] = [];
  const kind = due[start]?.kind;
  for (let i = start; i < due.length && entries.length < maxBatch; i += 1) {
    const entry = due[i];
    if (!entry || pass.retried.has(entry.id)) continue;
    if (entry.kind !== kind) break;
    const alone = pass.alone.has(entry.id);
    if (alone && entries.length > 0) break;
    entries.push(entry);
    indices.push(i);
    if (alone) break;
  }
  return { entries, indices };
}

type Refusal = Extract<SendOutcome, { status: 'rejected' | 'conflict' }>;

/** A refusal with no outcome per entry: what an invalid request as a whole gets (HTTP 400, validation). */
function refusalOf(answer: BatchAnswer, size: number): Refusal | null {
  if (!('all' in answer) || size < 2) return null;
  const { all } = answer;
  return all.status === 'rejected' || all.status === 'conflict' ? all : null;
}

function outcomesOf(answer: BatchAnswer, size: number, refusal: Refusal | null): SendOutcome[] {
  if ('each' in answer) return answer.each;
  const outcome: SendOutcome = refusal
    ? { status: 'retry', reason: `refused as a whole, sent again alone: ${refusal.code}: ${refusal.message}` }
    : answer.all;
  return Array.from({ length: size }, () => outcome);
}

/**
 * One backoff draw for the run, from its most tried entry, so its retried entries stay due together
 * and go again in one request; a server-given delay (409 in progress) stays the entry's own.
 */
function delaysOf(
  ctx: RunContext,
  leased: readonly OutboxEntry[],
  outcomes: readonly SendOutcome[],
  split: boolean,
) {
  if (split) return outcomes.map(() => 0);
  const attempts = Math.max(...leased.map((entry) => entry.attempts));
  let shared: number | null = null;
  return outcomes.map((outcome) => {
    if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined)
      return retryDelay(ctx, attempts, outcome);
    shared ??= retryDelay(ctx, attempts, outcome);
    return shared;
  });
}

export async function processRun(
  ctx: RunContext,
  route: Extract<SenderRoute, { batch: true }>,
  due: readonly OutboxEntry[],
  start: number,
  pass: PassState,
): Promise<Step> {
  const { entries, indices } = runFrom(due, start, route.maxBatch, pass);
  const { leased, examined } = await leaseBatch(ctx.db, entries, ctx.now(), ctx.leaseMs);
  const next = indices[examined] ?? (indices.at(-1) ?? start) + 1;
  if (leased.length === 0) return { next, sent: [], split: false };
  pass.report.sent += leased.length;
  const answer = await sendBatch(ctx, route.send, leased);
  const refusal = refusalOf(answer, leased.length);
  const split = refusal !== null;
  const outcomes = outcomesOf(answer, leased.length, refusal);
  const delays = delaysOf(ctx, leased, outcomes, split);
  const now = ctx.now();
  const settlements = leased.map((entry, i) => ({
    leased: entry,
    outcome: outcomes[i] ?? { status: 'retry' as const, reason: 'no outcome' },
    retryDelayMs: delays[i] ?? 0,
  }));
  await settleBatch(ctx.db, settlements, now);
  if (split) for (const entry of leased) pass.alone.add(entry.id);
  const sent = settlements.map(({ leased: entry, outcome, retryDelayMs }) => {
    pass.report[TALLY[outcome.status]] += 1;
    return { id: entry.id, outcome, retryAt: now + retryDelayMs };
  });
  return { next, sent, split };
}
