/** React views of the outbox: counts live from Dexie (any tab), and the engine's own status. */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TijaraDb } from './db';
import type { OutboxCounts } from './outbox-types';
import { countOutbox } from './outbox-store';
import type { SyncEngine, SyncStatus } from './sync-options';

/** Entries by state; undefined while the first read is in flight. */
export function useOutboxCounts(db: TijaraDb): OutboxCounts | undefined {
  return useLiveQuery(() => countOutbox(db), [db]);
}

export function useSyncStatus(engine: SyncEngine): SyncStatus {
  return useSyncExternalStore(engine.subscribe, engine.getStatus, engine.getStatus);
}
