/**
 * The page's one device database and the outbox's sync engine, created on first use. Only code
 * loaded after the first paint imports this module (Dexie is 34 KiB gzipped: it stays off the first
 * route); catalogue reads reach it through a dynamic import.
 */
import { createSyncEngine } from '@tijara/shared';
import type { SyncEngine } from '@tijara/shared';
import type { Sender } from '@tijara/shared';
import { StorefrontDb, STOREFRONT_DB_NAME } from './storefront-db';
import { WEB_ORDER_KIND, sendWebOrder } from './web-order-sender';

let db: StorefrontDb | null = null;
let engine: SyncEngine | null = null;

export function deviceDb(): StorefrontDb {
  db ??= new StorefrontDb(STOREFRONT_DB_NAME);
  return db;
}

/** The sync engine owns the outbox from the first visit, with the sender of orders queued offline. */
export function startDeviceServices(): void {
  if (engine) return;
  engine = createSyncEngine({
    db: deviceDb(),
    senders: { [WEB_ORDER_KIND]: sendWebOrder as Sender },
  });
  engine.start();
}

/** Tests: the engine stops (its timers with it), the next start makes a new one. */
export async function stopDeviceServices(): Promise<void> {
  const running = engine;
  engine = null;
  await running?.stop();
}
