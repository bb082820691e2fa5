/**
 * What the till's header counts: every outbox entry the server has not settled yet (pending,
 * sending, or waiting for a sign-in), sales and sessions alike, as the shared unsyncedCount does.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { countOutbox } from '@tijara/shared';
import type { TillDb } from './till-db';
import { UNSYNCED_STATES } from './z-report';

export async function unsyncedEntries(db: TillDb): Promise<number> {
  const counts = await countOutbox(db);
  return UNSYNCED_STATES.reduce((sum, state) => sum + counts[state], 0);
}

/** Live; undefined while Dexie answers. */
export function useUnsyncedCount(db: TillDb): number | undefined {
  return useLiveQuery(() => unsyncedEntries(db), [db]);
}
