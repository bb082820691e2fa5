/**
 * The device-side services the features use (the Dexie database and the sync engine), given by the
 * composition root in main.tsx, or by a test with its own fake-indexeddb database.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { TijaraDb } from '@tijara/shared';

const DbContext = createContext<TijaraDb | null>(null);

export function DbProvider({ db, children }: { db: TijaraDb; children: ReactNode }) {
  return <DbContext.Provider value={db}>{children}</DbContext.Provider>;
}

export function useDb(): TijaraDb {
  const db = useContext(DbContext);
  if (!db) throw new Error('useDb must be used inside <DbProvider>');
  return db;
}
