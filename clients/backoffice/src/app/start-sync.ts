/**
 * The outbox's sync engine, in its own chunk: nothing on the dashboard's first draw needs it (the
 * counts come from Dexie), so it loads once the page has drawn (main.tsx), and the first route carries
 * none of its code. Every tab runs one; the Web Lock holder is the only sender.
 */
import { createSyncEngine } from '@tijara/shared';
import type { SyncEngine, TijaraDb } from '@tijara/shared';

export function startSync(db: TijaraDb): SyncEngine {
  // Features register their senders as they land; the engine owns the queue from the first page load.
  const engine = createSyncEngine({ db, senders: {} });
  engine.start();
  return engine;
}
