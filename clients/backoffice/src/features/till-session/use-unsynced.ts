/**
 * What the till's header tells about the outbox: entries still only on the device (pending, sending,
 * waiting for a sign-in), those the server refused or recorded for review, and since when the oldest
 * unsynced one waits (the "not synced for more than 15 minutes" warning, OFFLINE.md 2.4).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { unsyncedCount, useOutboxCounts } from '@tijara/shared';
import type { TijaraDb } from '@tijara/shared';

const UNSYNCED_STATES = ['pending', 'sending', 'blocked_auth'];

export interface UnsyncedState {
  readonly unsynced: number;
  readonly attention: number;
  /** Waiting for a sign-in: the server no longer knows the tablet's session. */
  readonly blocked: number;
  /** createdAt of the oldest unsynced entry; null: none. */
  readonly oldestAt: number | null;
}

export function useUnsynced(db: TijaraDb): UnsyncedState | undefined {
  const counts = useOutboxCounts(db);
  const oldestAt = useLiveQuery(async () => {
    const entries = await db.outbox.where('state').anyOf(UNSYNCED_STATES).toArray();
    return entries.length === 0 ? null : Math.min(...entries.map((entry) => entry.createdAt));
  }, [db]);
  if (!counts || oldestAt === undefined) return undefined;
  return {
    unsynced: unsyncedCount(counts),
    attention: counts.rejected + counts.conflict,
    blocked: counts.blocked_auth,
    oldestAt,
  };
}
