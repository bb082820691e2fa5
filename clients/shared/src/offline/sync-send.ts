/**
 * One request of the sync pass, raced against the timeout and the engine stopping so a hung request
 * never holds the pass; and the wait before a retry. A route says how a kind is sent: one entry per
 * request, or runs of up to maxBatch entries per request.
 */
import type { Timers } from '../network/timers';
import type { BackoffPolicy } from './backoff';
import { backoffDelay } from './backoff';
import { classifyError } from './classify';
import type { BatchSender, OutboxEntry, SendContext, Sender, SendOutcome } from './outbox-types';

export type SenderRoute =
  { batch: false; send: Sender } | { batch: true; send: BatchSender; maxBatch: number };

export interface SendRaceContext {
  timers: Timers;
  timeoutMs: number;
  /** Aborted when the engine stops: the request in flight is cancelled, its entries return to pending. */
  stopSignal: AbortSignal;
}

/** The answer, or why there is none (a throw read by classifyError, the timeout, the stop). */
type Raced<T> = { answer: T } | { failed: SendOutcome };

async function race<T>(ctx: SendRaceContext, send: (context: SendContext) => Promise<T>): Promise<Raced<T>> {
  const controller = new AbortController();
  let timer: unknown = null;
  let onStop: () => void = () => undefined;
  const timeout = new Promise<Raced<T>>((resolve) => {
    timer = ctx.timers.setTimeout(() => {
      controller.abort();
      resolve({ failed: { status: 'retry', reason: 'timeout' } });
    }, ctx.timeoutMs);
  });
  const stopped = new Promise<Raced<T>>((resolve) => {
    onStop = () => {
      controller.abort();
      resolve({ failed: { status: 'retry', reason: 'sync stopped' } });
    };
    if (ctx.stopSignal.aborted) onStop();
    else ctx.stopSignal.addEventListener('abort', onStop, { once: true });
  });
  try {
    const sent = send({ signal: controller.signal }).then(
      (answer): Raced<T> => ({ answer }),
      (error: unknown): Raced<T> => ({ failed: classifyError(error) }),
    );
    return await Promise.race([sent, timeout, stopped]);
  } finally {
    ctx.timers.clearTimeout(timer);
    ctx.stopSignal.removeEventListener('abort', onStop);
  }
}

export async function sendOne(
  ctx: SendRaceContext,
  sender: Sender,
  entry: OutboxEntry,
): Promise<SendOutcome> {
  const raced = await race(ctx, (context) => sender(entry, context));
  return 'answer' in raced ? raced.answer : raced.failed;
}

/**
 * A batch's answer: one outcome per entry (`each`), or one for the whole request (`all`: a throw, the
 * timeout, the stop, or an answer of another length, which cannot be matched to the entries).
 */
export type BatchAnswer = { each: SendOutcome[] } | { all: SendOutcome };

export async function sendBatch(
  ctx: SendRaceContext,
  sender: BatchSender,
  entries: OutboxEntry[],
): Promise<BatchAnswer> {
  const raced = await race(ctx, (context) => sender(entries, context));
  if (!('answer' in raced)) return { all: raced.failed };
  const outcomes: unknown = raced.answer;
  if (Array.isArray(outcomes) && outcomes.length === entries.length)
    return { each: outcomes as SendOutcome[] };
  const count = Array.isArray(outcomes) ? outcomes.length : 'no';
  const reason = `batch sender answered ${String(count)} outcomes for ${String(entries.length)} entries`;
  console.error(`Outbox: ${reason} (${entries[0]?.kind ?? ''})`);
  return { all: { status: 'retry', reason } };
}

export interface DelayContext {
  random(): number;
  backoff: BackoffPolicy;
  stopSignal: AbortSignal;
}

/**
 * Wait before the next send of an entry after `attempts` sends: none when the engine stopped (the
 * entry was not refused, its send was cut), the server's own delay when it gave one, else the backoff.
 */
export function retryDelay(ctx: DelayContext, attempts: number, outcome: SendOutcome): number {
  if (ctx.stopSignal.aborted) return 0;
  if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined) {
    return Math.min(outcome.retryAfterMs, ctx.backoff.capMs);
  }
  return backoffDelay(attempts, ctx.random, ctx.backoff);
}
