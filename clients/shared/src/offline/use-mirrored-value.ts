/**
 * One server value kept on the device under a meta key (the shop's settings, say): read live from
 * Dexie, refreshed from the server whenever `load` changes identity or the app mounts. Offline, the
 * last value stays; a failed refresh is silent because the screen still has what it needs. A failed
 * write (storage full) keeps the last value too, but is logged: the device is in trouble.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TijaraDb } from './db';

export function useMirroredValue<T>(
  db: TijaraDb,
  key: string,
  load: () => Promise<T | undefined>,
): T | undefined {
  const value = useLiveQuery(async () => (await db.meta.get(key))?.value as T | undefined, [db, key]);

  useEffect(() => {
    load()
      .then(
        (fresh) => (fresh === undefined ? undefined : db.meta.put({ key, value: fresh })),
        () => undefined,
      )
      .catch((error: unknown) => console.warn(`Could not store the fresh value of ${key}`, error));
  }, [db, key, load]);

  return value;
}
