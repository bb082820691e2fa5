/**
 * What wakes the sync engine besides its own timer: the online event, the page
 * coming back to the foreground, the network store seeing the server again, signals from other
 * tabs; and the live outbox counts every tab shows. Returns one function that undoes it all.
 */
import { liveQuery } from 'dexie';
import type { NetworkStatusStore } from '../network/network-status';
import type { TijaraDb } from './db';
import type { OutboxCounts } from './outbox-types';
import { countOutbox } from './outbox-counts';
import type { SyncChannel, SyncSignal } from './sync-channel';

export interface TriggerSources {
  db: TijaraDb;
  window: EventTarget | null;
  document: Document | null;
  network: NetworkStatusStore;
  channel: SyncChannel | null;
}

export interface TriggerHandlers {
  online(): void;
  visible(): void;
  signal(signal: SyncSignal): void;
  counts(counts: OutboxCounts): void;
}

export function attachSyncTriggers(sources: TriggerSources, handlers: TriggerHandlers): () => void {
  const undo: (() => void)[] = [];
  const listen = (target: EventTarget | null, type: string, handler: () => void) => {
    target?.addEventListener(type, handler);
    undo.push(() => target?.removeEventListener(type, handler));
  };
  listen(sources.window, 'online', handlers.online);
  listen(sources.document, 'visibilitychange', () => {
    if (sources.document?.visibilityState === 'visible') handlers.visible();
  });

  // A request got through again after failures: the server is back even if no event said so.
  let wasOnline = sources.network.getSnapshot().online;
  undo.push(
    sources.network.subscribe(() => {
      const { online } = sources.network.getSnapshot();
      if (online && !wasOnline) handlers.online();
      wasOnline = online;
    }),
  );

  sources.channel?.listen(handlers.signal);
  const counts = liveQuery(() => countOutbox(sources.db)).subscribe({
    next: handlers.counts,
    error: (error: unknown) => console.error('Outbox counts failed', error),
  });
  undo.push(() => counts.unsubscribe());

  return () => {
    for (const step of undo.splice(0)) step();
  };
}
