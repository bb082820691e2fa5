/**
 * One server value kept on the device under a meta key (the shop's settings, say): read live from
 * Dexie, refreshed from the server whenever `load` changes identity or the app mounts. Offline, the
 * last value stays; a failed refresh is silent because the screen still has what it needs. A failed
 * write (storage full) keeps the last value too, but is logged: the device is in trouble. Until the
 * database is open (`db` null: the back office's dashboard draws before Dexie's chunk has come)
 * there is nothing to show, and the refresh waits for somewhere to write.
 */
import { useEffect } from 'react';
import type { TijaraDb } from './db';
import { useLiveRead } from './use-live-read';

export function useMirroredValue<T>(
  db: TijaraDb | null,
  key: string,
  load: () => Promise<T | undefined>,
): T | undefined {
  const value = useLiveRead(db, async (open) => (await open.meta.get(key))?.value as T | undefined, [key]);

  useEffect(() => {
    if (!db) return;
    load()
      .then(
        (fresh) => (fresh === undefined ? undefined : db.meta.put({ key, value: fresh })),
        () => undefined,
      )
      .catch((error: unknown) => console.warn(`Could not store the fresh value of ${key}`, error));
  }, [db, key, load]);

  return value;
}
