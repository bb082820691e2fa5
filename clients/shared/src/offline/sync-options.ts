/** The sync engine's options, defaults and public shapes. */
import { pageNetworkStatus } from '../network/network-status';
import type { NetworkStatusStore } from '../network/network-status';
import { browserTimers } from '../network/timers';
import type { Timers } from '../network/timers';
import { DEFAULT_BACKOFF } from './backoff';
import type { BackoffPolicy } from './backoff';
import type { TijaraDb } from './db';
import { defaultLockManager } from './locks';
import type { LockManagerLike } from './locks';
import { DEFAULT_MAX_BATCH } from './outbox-types';
import type { BatchSender, BatchSenderOptions, OutboxCounts, OutboxError, Sender } from './outbox-types';
import { broadcastSyncChannel } from './sync-channel';
import type { SyncChannelFactory } from './sync-channel';
import type { SyncReport } from './sync-run';
import type { SenderRoute } from './sync-send';

export interface BatchSenderRegistration extends BatchSenderOptions {
  sender: BatchSender;
}

export interface SyncEngineOptions {
  db: TijaraDb;
  /** One sender per entry kind; more can be registered later with registerSender. */
  senders?: Record<string, Sender>;
  /** Kinds sent in runs, many entries per request; more with registerBatchSender. A kind has one way. */
  batchSenders?: Record<string, BatchSenderRegistration>;
  /** Default navigator.locks, or a page-wide local lock where Web Locks are missing. */
  locks?: LockManagerLike;
  clock?: { now(): number };
  /** In [0, 1), for the backoff jitter. */
  random?: () => number;
  timers?: Timers;
  /** Per-request timeout (AbortController): 20 s for the storefront on 3G, 10 s for the POS. */
  timeoutMs?: number;
  /** How long a 'sending' entry is presumed alive; must exceed timeoutMs. */
  leaseMs?: number;
  backoff?: Partial<BackoffPolicy>;
  network?: NetworkStatusStore;
  channel?: SyncChannelFactory;
  /** Where the online and visibilitychange events come from; default window and document. */
  events?: { window: EventTarget | null; document: Document | null };
}

export interface SyncStatus {
  leader: boolean;
  running: boolean;
  /** Entries by state, live from Dexie in every tab; null until first read. */
  counts: OutboxCounts | null;
  lastError: OutboxError | null;
  lastSyncAt: number | null;
  /** The server could not be reached; the next try is at this time. */
  retryAt: number | null;
  /** A send answered 'auth': nothing is sent until notifyAuthRestored. */
  authBlocked: boolean;
}

export interface SyncEngine {
  start(): void;
  /** Cancels the send in flight (it returns to pending) and releases leadership. */
  stop(): Promise<void>;
  /** Runs now with the backoff reset; in a tab that does not lead, asks the leader (leader: false). */
  syncNow(): Promise<SyncReport>;
  notifyOnline(): Promise<SyncReport>;
  /** After login: blocked_auth entries return to pending and are sent. */
  notifyAuthRestored(): Promise<SyncReport>;
  notifyEnqueued(): Promise<SyncReport>;
  /** Entries of that kind go one per request (replacing a batch sender of the kind); returns the undo. */
  registerSender<P>(kind: string, sender: Sender<P>): () => void;
  /**
   * Entries of that kind following each other in FIFO order go up to maxBatch per request, each
   * settled with its own outcome (replacing a single sender of the kind); returns the undo.
   */
  registerBatchSender<P>(kind: string, sender: BatchSender<P>, options?: BatchSenderOptions): () => void;
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  /** Resolves when no run is going on or queued (tests; "update when the outbox is idle"). */
  whenIdle(): Promise<void>;
}

export type { SyncReport };

export interface ResolvedSyncOptions {
  db: TijaraDb;
  /** How each kind is sent, from senders and batchSenders. */
  routes: Map<string, SenderRoute>;
  locks: LockManagerLike;
  clock: { now(): number };
  random: () => number;
  timers: Timers;
  timeoutMs: number;
  leaseMs: number;
  backoff: BackoffPolicy;
  network: NetworkStatusStore;
  channel: SyncChannelFactory;
  events: { window: EventTarget | null; document: Document | null };
}

/** 20 s suits the storefront on 3G; the back office may pass 10 s. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export function batchRoute(sender: BatchSender, options: BatchSenderOptions = {}): SenderRoute {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError('maxBatch must be an integer from 1');
  return { batch: true, send: sender, maxBatch };
}

function routesOf(options: SyncEngineOptions): Map<string, SenderRoute> {
  const routes = new Map<string, SenderRoute>();
  for (const [kind, send] of Object.entries(options.senders ?? {})) routes.set(kind, { batch: false, send });
  for (const [kind, { sender, ...batchOptions }] of Object.entries(options.batchSenders ?? {})) {
    if (routes.has(kind)) throw new RangeError(`${kind} has a sender and a batch sender: one way per kind`);
    routes.set(kind, batchRoute(sender, batchOptions));
  }
  return routes;
}

export function resolveSyncOptions(options: SyncEngineOptions): ResolvedSyncOptions {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? timeoutMs + 10_000;
  if (leaseMs <= timeoutMs)
    throw new RangeError('leaseMs must exceed timeoutMs: a live send must not look dead');
  return {
    db: options.db,
    routes: routesOf(options),
    locks: options.locks ?? defaultLockManager(),
    clock: options.clock ?? { now: () => Date.now() },
    random: options.random ?? Math.random,
    timers: options.timers ?? browserTimers,
    timeoutMs,
    leaseMs,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    network: options.network ?? pageNetworkStatus(),
    channel: options.channel ?? broadcastSyncChannel,
    events: options.events ?? {
      window: typeof window === 'undefined' ? null : window,
      document: typeof document === 'undefined' ? null : document,
    },
  };
}
