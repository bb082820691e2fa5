/**
 * The sync engine (clients/shared/README.md): every tab runs one, one of them leads through a Web Lock and is
 * the only one that sends; the others enqueue and observe. The leader runs on start, on the online
 * event, on returning to the foreground, right after an enqueue (any tab), on a timer while entries
 * wait, and on "sync now". Runs never overlap: a trigger during a run queues one more run.
 */
import { parkPendingForAuth, pruneOutbox, resetBackoff, unblockAuth } from './outbox-store';
import type { BatchSender, BatchSenderOptions, Sender } from './outbox-types';
import { batchRoute, resolveSyncOptions } from './sync-options';
import type { ResolvedSyncOptions, SyncEngine, SyncEngineOptions, SyncStatus } from './sync-options';
import type { SyncChannel, SyncSignal } from './sync-channel';
import { emptyReport, runSync } from './sync-run';
import type { SyncReport } from './sync-run';
import type { SenderRoute } from './sync-send';
import { attachSyncTriggers } from './sync-triggers';

/** Timer floor: no hot loop when the jitter draws zero. */
const MIN_WAKE_MS = 250;

const INITIAL_STATUS: SyncStatus = {
  leader: false,
  running: false,
  counts: null,
  lastError: null,
  lastSyncAt: null,
  retryAt: null,
  authBlocked: false,
};

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

class OutboxSyncEngine implements SyncEngine {
  private status = INITIAL_STATUS;
  private readonly listeners = new Set<() => void>();
  /** How each kind is sent; registering a kind again replaces its way. */
  private readonly routes: Map<string, SenderRoute>;
  private started = false;
  private stopController = new AbortController();
  private lockAbort: AbortController | null = null;
  private releaseLock: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private requested = false;
  private pruned = false;
  private resetRequested = false;
  private waiters: ((report: SyncReport) => void)[] = [];
  private idleWaiters: (() => void)[] = [];
  private wakeTimer: unknown = null;
  /** From the last pass: when a waiting entry needs a look, possibly already past. */
  private wakeAt: number | null = null;
  private channel: SyncChannel | null = null;
  private detachTriggers: (() => void) | null = null;

  constructor(private readonly options: ResolvedSyncOptions) {
    this.routes = new Map(options.routes);
  }

  // Public methods are arrow properties: the UI passes them around unbound (useSyncExternalStore).
  start = (): void => {
    if (this.started) return;
    this.started = true;
    this.stopController = new AbortController();
    const { db, events, network } = this.options;
    this.channel = this.options.channel(db.name);
    this.detachTriggers = attachSyncTriggers(
      { db, window: events.window, document: events.document, network, channel: this.channel },
      {
        online: () => void this.notifyOnline(),
        visible: () => void this.request({ reset: true }),
        signal: (signal) => this.onSignal(signal),
        counts: (counts) => this.setStatus({ counts }),
      },
    );
    this.lockAbort = new AbortController();
    this.options.locks
      .request(
        `tijara-sync:${db.name}`,
        { mode: 'exclusive', signal: this.lockAbort.signal },
        () => new Promise<void>((release) => this.becomeLeader(release)),
      )
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('Sync leadership failed', error);
      });
  };

  stop = async (): Promise<void> => {
    if (!this.started) return;
    this.started = false;
    this.detachTriggers?.();
    this.channel?.close();
    this.channel = null;
    this.clearWake();
    this.lockAbort?.abort();
    this.stopController.abort();
    if (this.running) await this.running;
    this.releaseLock?.();
    this.releaseLock = null;
    this.setStatus({ leader: false, running: false });
  };

  syncNow = (): Promise<SyncReport> => {
    if (!this.isActive()) this.channel?.post('sync');
    return this.request({ reset: true });
  };

  notifyOnline = (): Promise<SyncReport> => this.request({ reset: true });

  notifyAuthRestored = async (): Promise<SyncReport> => {
    await unblockAuth(this.options.db, this.options.clock.now());
    this.setStatus({ authBlocked: false });
    this.channel?.post('auth-restored');
    return this.request({ reset: true });
  };

  notifyEnqueued = (): Promise<SyncReport> => this.request();

  registerSender = <P>(kind: string, sender: Sender<P>): (() => void) =>
    // The kind decides the payload's shape: an entry of this kind carries a P.
    this.register(kind, { batch: false, send: sender as Sender });

  registerBatchSender = <P>(
    kind: string,
    sender: BatchSender<P>,
    options?: BatchSenderOptions,
  ): (() => void) => this.register(kind, batchRoute(sender as BatchSender, options));

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  whenIdle = (): Promise<void> =>
    this.running ? new Promise<void>((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();

  private register(kind: string, route: SenderRoute): () => void {
    this.routes.set(kind, route);
    void this.request();
    return () => {
      if (this.routes.get(kind) === route) this.routes.delete(kind);
    };
  }

  private setStatus(patch: Partial<SyncStatus>) {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  private isActive(): boolean {
    return this.started && this.status.leader;
  }

  private becomeLeader(release: () => void) {
    if (!this.started) return release();
    this.releaseLock = release;
    this.pruned = false;
    this.setStatus({ leader: true });
    void this.request();
  }

  private onSignal(signal: SyncSignal) {
    if (signal === 'auth-restored') this.setStatus({ authBlocked: false });
    void this.request({ reset: signal === 'online' || signal === 'auth-restored' || signal === 'sync' });
  }

  private request(options: { reset?: boolean } = {}): Promise<SyncReport> {
    if (!this.isActive()) return Promise.resolve(emptyReport(false));
    if (options.reset) this.resetRequested = true;
    this.requested = true;
    const report = new Promise<SyncReport>((resolve) => this.waiters.push(resolve));
    this.kick();
    return report;
  }

  private kick() {
    if (this.running || !this.isActive()) return;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.requested && this.isActive()) this.kick();
      else this.finishRuns();
    });
  }

  private finishRuns() {
    this.requested = false;
    for (const resolve of this.waiters.splice(0)) resolve(emptyReport(this.status.leader));
    this.setStatus({ running: false });
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async loop() {
    this.setStatus({ running: true });
    let served: ((report: SyncReport) => void)[] = [];
    try {
      while (this.requested && this.isActive()) {
        this.requested = false;
        served = this.waiters.splice(0);
        const report = await this.runOnce();
        for (const resolve of served.splice(0)) resolve(report);
      }
      if (this.isActive()) this.scheduleWake();
    } catch (error) {
      // IndexedDB failed (quota, closed database): say so and look again later.
      for (const resolve of served) resolve(emptyReport(true));
      console.error('Outbox sync failed', error);
      const retryAt = this.options.clock.now() + this.options.backoff.baseMs;
      this.setStatus({ lastError: { kind: 'retry', message: String(error) }, retryAt });
      if (this.isActive()) this.setWake(this.options.backoff.baseMs);
    }
  }

  private async runOnce(): Promise<SyncReport> {
    const { db, clock } = this.options;
    if (!this.pruned) {
      // Housekeeping once per leadership: acked entries past the retention go.
      this.pruned = true;
      await pruneOutbox(db, clock.now());
    }
    if (this.resetRequested) {
      this.resetRequested = false;
      await resetBackoff(db, clock.now());
    }
    this.wakeAt = null;
    if (this.status.authBlocked) {
      // What was queued since the block waits for the sign-in with the rest.
      await parkPendingForAuth(db);
      return emptyReport(true);
    }
    const result = await runSync({
      ...this.options,
      now: () => clock.now(),
      senderFor: (kind) => this.routes.get(kind),
      stopSignal: this.stopController.signal,
      isActive: () => this.isActive(),
    });
    this.wakeAt = result.wakeAt;
    if (result.authBlocked) await parkPendingForAuth(db);
    this.setStatus({
      lastSyncAt: clock.now(),
      retryAt: result.pauseUntil,
      authBlocked: result.authBlocked,
      ...(result.lastError === undefined ? {} : { lastError: result.lastError }),
    });
    return result.report;
  }

  private scheduleWake() {
    this.clearWake();
    if (this.status.authBlocked) return;
    const now = this.options.clock.now();
    const next = this.status.retryAt ?? this.wakeAt;
    if (next === null || !this.isActive()) return;
    // Floored so a wake already past cannot spin; capped so a clock that jumped still gets a look.
    this.setWake(Math.min(Math.max(MIN_WAKE_MS, next - now), this.options.backoff.capMs));
  }

  private setWake(delayMs: number) {
    this.clearWake();
    this.wakeTimer = this.options.timers.setTimeout(() => {
      this.wakeTimer = null;
      void this.request();
    }, delayMs);
  }

  private clearWake() {
    if (this.wakeTimer !== null) this.options.timers.clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
  }
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  return new OutboxSyncEngine(resolveSyncOptions(options));
}
