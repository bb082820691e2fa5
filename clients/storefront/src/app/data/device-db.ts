/**
 * The page's one device database and the outbox's sync engine, created on first use. Only code
 * loaded after the first paint imports this module (Dexie is 34 KiB gzipped: it stays off the first
 * route); catalogue reads reach it through a dynamic import.
 */
import { createSyncEngine } from '@tijara/shared';
import { StorefrontDb, STOREFRONT_DB_NAME } from './storefront-db';

let db: StorefrontDb | null = null;
let started = false;

export function deviceDb(): StorefrontDb {
  db ??= new StorefrontDb(STOREFRONT_DB_NAME);
  return db;
}

/** The sync engine owns the outbox from the first visit; checkout registers its sender when it lands. */
export function startDeviceServices(): void {
  if (started) return;
  started = true;
  createSyncEngine({ db: deviceDb(), senders: {} }).start();
}
