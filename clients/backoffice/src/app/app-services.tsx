/**
 * The device-side services the screens use (the Dexie database and the sync engine), given by the
 * composition root in main.tsx, or by a test with its own fake-indexeddb database.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { SyncEngine, TijaraDb } from '@tijara/shared';

export interface AppServices {
  db: TijaraDb;
  syncEngine: SyncEngine;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

export function useDb(): TijaraDb {
  return useAppServices().db;
}
