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
  /** What a conflict carries for the user to decide (the new quote, the unavailable lines). */
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
  | { status: 'rejected'; code: string; message: string; httpStatus?: number }
  | { status: 'conflict'; code: string; message: string; details?: unknown; httpStatus?: number }
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

export type OutboxCounts = Record<OutboxState, number>;
