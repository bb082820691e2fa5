/**
 * The last answer a screen read, kept on the device (Dexie `offlineCopies`, one row per key) and
 * given back while there is no fresh one: offline, or while the first request is on its way. The
 * screen says so with DeviceCopyNote (fromDevice, savedAt) and keeps its writes for the network.
 * The value must be JSON-serialisable (an Apollo answer is). Past OFFLINE_COPY_MAX_ROWS copies the
 * oldest go: a tablet browsing the whole catalogue must not fill its storage with old pages.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TijaraDb } from '@tijara/shared';
import { useDb } from '../app/app-services';

export const OFFLINE_COPY_MAX_ROWS = 200;

export interface OfflineCopy<T> {
  /** The fresh answer, else the stored copy, else undefined. */
  readonly data: T | undefined;
  /** data is the stored copy, not a fresh answer. */
  readonly fromDevice: boolean;
  /** When the device's copy was last updated; null while there is none. */
  readonly savedAt: Date | null;
}

async function keepCopy(db: TijaraDb, key: string, value: unknown): Promise<void> {
  await db.offlineCopies.put({ key, value, savedAt: Date.now() });
  const extra = (await db.offlineCopies.count()) - OFFLINE_COPY_MAX_ROWS;
  if (extra > 0) await db.offlineCopies.orderBy('savedAt').limit(extra).delete();
}

export function useOfflineCopy<T>(key: string, live: T | undefined): OfflineCopy<T> {
  const db = useDb();
  // undefined while Dexie reads, null when this device holds no copy.
  const row = useLiveQuery(async () => (await db.offlineCopies.get(key)) ?? null, [db, key]);
  // Right after the key changes the query may still hold the previous key's row.
  const stored = row && row.key === key ? row : null;

  useEffect(() => {
    if (live === undefined) return;
    // A value that cannot be cloned is a screen's bug; the screen still shows the fresh answer.
    keepCopy(db, key, live).catch((error: unknown) => console.warn(`Could not keep a copy of ${key}`, error));
  }, [db, key, live]);

  const savedAt = stored ? new Date(stored.savedAt) : null;
  if (live !== undefined) return { data: live, fromDevice: false, savedAt };
  if (stored) return { data: stored.value as T, fromDevice: true, savedAt };
  return { data: undefined, fromDevice: false, savedAt: null };
}
