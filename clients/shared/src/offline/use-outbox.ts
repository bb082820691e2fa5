/** React views of the outbox: counts live from Dexie (any tab), and the engine's own status. */
import { useSyncExternalStore } from 'react';
import type { TijaraDb } from './db';
import type { OutboxCounts } from './outbox-types';
import { countOutbox } from './outbox-counts';
import type { SyncEngine, SyncStatus } from './sync-options';
import { useLiveRead } from './use-live-read';

/** Entries by state; undefined while the database is not open yet or the first read is in flight. */
export function useOutboxCounts(db: TijaraDb | null): OutboxCounts | undefined {
  return useLiveRead(db, countOutbox, []);
}

export function useSyncStatus(engine: SyncEngine): SyncStatus {
  return useSyncExternalStore(engine.subscribe, engine.getStatus, engine.getStatus);
}
