/**
 * The device-side services the screens use (the Dexie database, with the till's tables, and the sync engine), given by the
 * composition root in main.tsx, or by a test with its own fake-indexeddb database. The engine comes
 * after the first draw (app/start-sync.ts): `syncEngine` is null until then, and `whenSyncEngine`
 * is what an action waits on (a login's "send what waited for a sign-in", "sync now").
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SyncEngine } from '@tijara/shared';
import type { TillDb } from '../features/till-data';

export interface AppServices {
  db: TillDb;
  /** Null until the engine's chunk has loaded (status shown without it: counts come from Dexie). */
  syncEngine: SyncEngine | null;
  whenSyncEngine: Promise<SyncEngine>;
}

interface ProvidedServices {
  db: TillDb;
  syncEngine: SyncEngine | Promise<SyncEngine>;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: ProvidedServices;
  children: ReactNode;
}) {
  const { db } = services;
  const whenSyncEngine = useMemo(() => Promise.resolve(services.syncEngine), [services.syncEngine]);
  const [syncEngine, setSyncEngine] = useState<SyncEngine | null>(
    services.syncEngine instanceof Promise ? null : services.syncEngine,
  );
  useEffect(() => {
    let current = true;
    void whenSyncEngine.then((engine) => current && setSyncEngine(engine));
    return () => {
      current = false;
    };
  }, [whenSyncEngine]);
  const value = useMemo(() => ({ db, syncEngine, whenSyncEngine }), [db, syncEngine, whenSyncEngine]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

export function useDb(): TillDb {
  return useAppServices().db;
}
