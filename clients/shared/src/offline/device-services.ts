/**
 * What each app's composition root creates once per page: its Dexie database, the Apollo transport
 * and the sync engine (every tab runs one; the Web Lock holder is the only sender).
 */
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../apollo/create-apollo-client';
import { createTijaraDb } from './db';
import type { TijaraDb } from './db';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-options';

export interface DeviceServices {
  db: TijaraDb;
  client: ApolloClient;
  syncEngine: SyncEngine;
}

export function startDeviceServices(dbName: string): DeviceServices {
  const db = createTijaraDb(dbName);
  const client = createApolloClient({
    uri: '/graphql',
    getLocale: () => document.documentElement.lang || 'fr',
  });
  // Features register their senders as they land; the engine owns the queue from the first page load.
  const syncEngine = createSyncEngine({ db, senders: {} });
  syncEngine.start();
  return { db, client, syncEngine };
}
