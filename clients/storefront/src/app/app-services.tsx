/**
 * The device database a test gives the storefront (its own fake-indexeddb one). The app itself gives
 * none: features then open the page's own database when they first need it (app/data/device-db.ts),
 * so Dexie stays off the first route.
 */
import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { StorefrontDb } from './data/storefront-db';

export const DbContext = createContext<StorefrontDb | null>(null);

export function DbProvider({ db, children }: { db: StorefrontDb; children: ReactNode }) {
  return <DbContext.Provider value={db}>{children}</DbContext.Provider>;
}
