/**
 * The outbox vocabulary (states: clients/shared/README.md): what an entry holds, its states, what a sender answers.
 * Times are epoch milliseconds from the engine's clock, so tests can drive them.
 */

/** pending -> sending -> acked | pending (retry) | rejected | conflict | blocked_auth. */
export const OUTBOX_STATES = ['pending', 'sending', 'acked', 'rejected', 'conflict', 'blocked_auth'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export type OutboxErrorKind = 'retry' | 'rejected' | 'conflict' | 'auth';

export interface OutboxError {
  kind: OutboxErrorKind;
  /** Machine-readable code from the server (ErrorCode or a business code), when there is one. */
  code?: string;
  /** Developer text; the UI translates by code. */
  message: string;
  /** HTTP status when an HTTP answer was received. */
  status?: number;
  /** What a conflict or a refusal carries for the user to decide (the new quote, the unavailable lines, the reasons). */
  details?: unknown;
}

export interface OutboxEntry<P = unknown> {
  /** Client id, UUID v4. */
  id: string;
  /** Which sender handles it: 'placeOrder', 'posSale', ... */
  kind: string;
  /** Exactly what is sent; never rebuilt at retry time. */
  payload: P;
  /** Computed once at enqueue and stored: a retry, a reload or an app update resends the same key. */
  idempotencyKey: string;
  /** Version of the payload shape, so the server can accept the previous ones. */
  schemaVersion: number;
  appVersion: string;
  deviceId: string;
  /** Per-device monotonic sequence: the FIFO order. */
  deviceSeq: number;
  createdAt: number;
  state: OutboxState;
  /** Sends started so far (a crash during a send still counts it). */
  attempts: number;
  /** Not sent before this time (backoff). */
  nextAttemptAt: number;
  /** While 'sending': after this time the send is presumed dead and the entry returns to pending. */
  leaseUntil: number | null;
  lastError: OutboxError | null;
  /** Server id or number once acknowledged. */
  serverRef: string | null;
  ackedAt: number | null;
  /** Id of an entry that must be acked first (an offline customer before the sale that names them). */
  dependsOn?: string;
  /** Id of the localOrders record this entry carries; its status mirrors the entry's. */
  recordId?: string;
}

/** What a sender reports for one entry. Apps build it with classifyHttpResponse/classifyError. */
export type SendOutcome =
  | { status: 'acked'; serverRef: string | null }
  | {
      status: 'rejected';
      code: string;
      message: string;
      /** What the user needs to act on the refusal (the till's reasons per field). */
      details?: unknown;
      httpStatus?: number;
    }
  | {
      status: 'conflict';
      code: string;
      message: string;
      details?: unknown;
      httpStatus?: number;
      /**
       * Set when the server RECORDED the intent and flagged it (an oversold or repriced POS sale): its
       * order reference, stored on the entry and its local record as an ack's is. Absent when the
       * server did nothing (a storefront price change waiting for the shopper).
       */
      serverRef?: string | null;
    }
  | {
      status: 'retry';
      reason: string;
      /** Absent when no HTTP answer came back (network down, timeout). */
      httpStatus?: number;
      /** Server-given or protocol delay (409 in progress, Retry-After) instead of the backoff. */
      retryAfterMs?: number;
    }
  | { status: 'auth'; message?: string; httpStatus?: number };

export interface SendContext {
  /** Aborted on timeout or when the engine stops: pass it to fetch / Apollo's context. */
  signal: AbortSignal;
}

export type Sender<P = unknown> = (entry: OutboxEntry<P>, context: SendContext) => Promise<SendOutcome>;

/**
 * Sends a run of entries of one kind in one request (the POS's syncOrders takes 20 sales) and answers
 * one outcome per entry, in the same order. A throw, a timeout or an answer of another length is a
 * retry for every entry of the run, with the same keys.
 */
export type BatchSender<P = unknown> = (
  entries: OutboxEntry<P>[],
  context: SendContext,
) => Promise<SendOutcome[]>;

export interface BatchSenderOptions {
  /** At most this many entries per request; default DEFAULT_MAX_BATCH. */
  maxBatch?: number;
}

/** Ours (OFFLINE.md 2.4): bounds round trips on 3G while one request stays small. */
export const DEFAULT_MAX_BATCH = 20;

export type OutboxCounts = Record<OutboxState, number>;

/**
 * What is still only on the device: waiting, being sent, or parked until a sign-in. The header's
 * count and what signing out warns about; rejected and conflict entries reached the server's
 * judgement and are counted apart.
 */
export function unsyncedCount(counts: OutboxCounts | null | undefined): number {
  if (!counts) return 0;
  return counts.pending + counts.sending + counts.blocked_auth;
}
