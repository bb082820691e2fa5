/**
 * The device-side services the screens use (the Dexie database, with the till's tables, and the sync
 * engine), given by the composition root in main.tsx, or by a test with its own fake-indexeddb
 * database. Both come in chunks of their own: the database's (Dexie) beside the first draw, so the
 * dashboard's first route does not carry it, and the engine's after it (app/start-sync.ts). Each is
 * null until it has come, and a promise says when it does (`whenDb`, `whenSyncEngine`): what the
 * first route draws reads the database when it is there (`useLiveRead`), a screen takes it with
 * `useDb`, which waits for it inside the screen's loading box.
 */
import { createContext, use, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SyncEngine } from '@tijara/shared';
import type { TillDb } from '../features/till-data';

export interface AppServices {
  /** Null until the database's chunk has loaded (the dashboard draws without it). */
  db: TillDb | null;
  whenDb: Promise<TillDb>;
  /** Null until the engine's chunk has loaded (status shown without it: counts come from Dexie). */
  syncEngine: SyncEngine | null;
  whenSyncEngine: Promise<SyncEngine>;
}

interface ProvidedServices {
  db: TillDb | Promise<TillDb>;
  syncEngine: SyncEngine | Promise<SyncEngine>;
}

const ServicesContext = createContext<AppServices | null>(null);

/**
 * A promise React's `use` reads at once when it has settled: the fields React writes on a promise it
 * has waited for (as libraries that hand promises to `use` do), set by us too, so that a screen
 * asking for the database after it has come never shows its loading box for it.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function tracked<T>(given: T | Promise<T>): Tracked<T> {
  const promise: Tracked<T> = Promise.resolve(given);
  const settle = (value: T) => Object.assign(promise, { status: 'fulfilled', value });
  if (given instanceof Promise) void given.then(settle);
  else settle(given);
  return promise;
}

/** A service given now or later: its current value (null until then) and the promise of it. */
function useArriving<T>(given: T | Promise<T>): { now: T | null; when: Promise<T> } {
  const when = useMemo(() => tracked(given), [given]);
  const [arrived, setArrived] = useState<T | null>(null);
  useEffect(() => {
    if (!(given instanceof Promise)) return;
    let current = true;
    void given.then((value) => current && setArrived(() => value));
    return () => {
      current = false;
    };
  }, [given]);
  return { now: given instanceof Promise ? arrived : given, when };
}

export function AppServicesProvider({
  services,
  children,
}: {
  services: ProvidedServices;
  children: ReactNode;
}) {
  const db = useArriving(services.db);
  const engine = useArriving(services.syncEngine);
  const value = useMemo(
    () => ({ db: db.now, whenDb: db.when, syncEngine: engine.now, whenSyncEngine: engine.when }),
    [db.now, db.when, engine.now, engine.when],
  );
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

/**
 * The database for a screen: every screen but the dashboard is a lazy chunk drawn inside a loading
 * box, which also covers the moment Dexie's chunk may still be coming (React `use` waits for it; at
 * once when it has come).
 */
export function useDb(): TillDb {
  const { db, whenDb } = useAppServices();
  // `use` only while it is coming: with `use` on every render, a router navigation (a sort click)
  // never committed its new state in the component tests; `use` may be called conditionally.
  return db ?? use(whenDb);
}
