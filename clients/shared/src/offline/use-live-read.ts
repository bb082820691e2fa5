/**
 * A live read of the device database that may be asked before the database is there: undefined
 * until it is, then until the first answer (as dexie-react-hooks' useLiveQuery, whose module imports
 * Dexie's: code on a first route that must not carry Dexie reads through this instead). A new
 * answer replaces the last one; when the deps change the last answer stays until the next comes.
 */
import { useEffect, useState } from 'react';
import type { DependencyList } from 'react';
import type { TijaraDb } from './db';

type Read<T> = { readonly value: T } | { readonly error: unknown };

export function useLiveRead<D extends TijaraDb, T>(
  db: D | null,
  query: (db: D) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const [read, setRead] = useState<Read<T>>();
  useEffect(() => {
    if (!db) return;
    const subscription = db
      .live(() => query(db))
      .subscribe({
        next: (value) => setRead({ value }),
        error: (error: unknown) => setRead({ error }),
      });
    return () => subscription.unsubscribe();
    // The query is the caller's closure, renewed on every render: its deps say when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, ...deps]);
  // As useLiveQuery: a failed read goes to the screen's error boundary.
  if (read && 'error' in read) throw read.error;
  return read?.value;
}
