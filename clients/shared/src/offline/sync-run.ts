/**
 * One pass over the outbox by the leader: expired leases back to pending, then the due entries in
 * FIFO order, each leased, sent with a timeout and settled, alone or in runs of one kind through a
 * batch sender (sync-step.ts). Rejected and conflict entries never stop the pass; an entry waits only
 * for its own dependency. A retry for some entries (500, 409 in progress) lets the pass go on; a sign
 * that the server cannot be reached at all (no answer, 429, 502-504) for every entry of a request ends
 * the pass so a dead link is not hammered; 'auth' for every entry of a request ends it too.
 */
import type { OutboxEntry, OutboxError, SendOutcome } from './outbox-types';
import { dueEntries, nextWakeAt, outboxErrorOf, releaseExpiredLeases } from './outbox-store';
import { emptyReport, processEntry, processRun } from './sync-step';
import type { PassState, RunContext, Step, SyncReport } from './sync-step';

export { emptyReport };
export type { RunContext, SyncReport };

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

const UNREACHABLE_STATUSES = [429, 502, 503, 504];

function serverUnreachable(outcome: SendOutcome): boolean {
  return (
    outcome.status === 'retry' &&
    (outcome.httpStatus === undefined || UNREACHABLE_STATUSES.includes(outcome.httpStatus))
  );
}

/** The last failure of the step, or null when every entry of it was acked. */
function lastErrorOf(step: Step): OutboxError | null {
  let error: OutboxError | null = null;
  for (const { outcome } of step.sent) if (outcome.status !== 'acked') error = outboxErrorOf(outcome);
  return error;
}

async function stepAt(
  ctx: RunContext,
  due: readonly OutboxEntry[],
  index: number,
  pass: PassState,
): Promise<Step> {
  const kind = due[index]?.kind;
  const route = kind === undefined ? undefined : ctx.senderFor(kind);
  if (!route) return { next: index + 1, sent: [], split: false };
  return route.batch
    ? processRun(ctx, route, due, index, pass)
    : processEntry(ctx, route.send, due, index, pass);
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
  const pass: PassState = { report: result.report, retried: new Set(), alone: new Set() };
  let earliestRetryAt = Infinity;
  let lookedAt = ctx.now();
  let progressed = true;
  // Passes repeat while something was sent: entries enqueued meanwhile, dependents just freed, and
  // the entries of a run refused as a whole, now going alone.
  while (progressed && ctx.isActive()) {
    progressed = false;
    lookedAt = ctx.now();
    const due = await dueEntries(ctx.db, lookedAt, ctx.backoff.capMs);
    for (let index = 0; index < due.length;) {
      if (!ctx.isActive()) return result;
      const entry = due[index];
      if (!entry || pass.retried.has(entry.id)) {
        index += 1;
        continue;
      }
      const step = await stepAt(ctx, due, index, pass);
      index = step.next;
      if (step.sent.length === 0) continue;
      progressed = true;
      result.lastError = lastErrorOf(step);
      if (step.split) continue;
      const retried = step.sent.filter((sent) => sent.outcome.status === 'retry');
      for (const sent of retried) {
        pass.retried.add(sent.id);
        earliestRetryAt = Math.min(earliestRetryAt, sent.retryAt);
      }
      if (step.sent.every((sent) => sent.outcome.status === 'auth')) return { ...result, authBlocked: true };
      if (step.sent.every((sent) => serverUnreachable(sent.outcome))) {
        return { ...result, pauseUntil: Math.min(...retried.map((sent) => sent.retryAt)) };
      }
    }
  }
  // Every pending entry due at the last look was retried in this pass or cannot go yet (dependency,
  // no sender: an enqueue or registerSender wakes those); all the others come after that look.
  const waiting = await nextWakeAt(ctx.db, lookedAt);
  const wakeAt = Math.min(earliestRetryAt, waiting ?? Infinity);
  return { ...result, wakeAt: Number.isFinite(wakeAt) ? wakeAt : null };
}
