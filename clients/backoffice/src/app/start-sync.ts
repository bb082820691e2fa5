/**
 * The outbox's sync engine, in its own chunk: nothing on the dashboard's first draw needs it (the
 * counts come from Dexie), so it loads once the page has drawn (main.tsx), and the first route carries
 * none of its code. Every tab runs one; the Web Lock holder is the only sender.
 */
import type { ApolloClient } from '@apollo/client';
import { createSyncEngine } from '@tijara/shared';
import type { SyncEngine } from '@tijara/shared';
import { registerTillSenders } from '../features/till-data';
import type { TillDb } from '../features/till-data';

/** The till's 10 s per request (OFFLINE.md 2.4): a shop's own network answers fast or not at all. */
const TILL_TIMEOUT_MS = 10_000;

export function startSync(db: TillDb, client: ApolloClient): SyncEngine {
  const engine = createSyncEngine({ db, senders: {}, timeoutMs: TILL_TIMEOUT_MS });
  // Registered before start: sales queued while the tab was closed go on the first pass.
  registerTillSenders(engine, client);
  engine.start();
  return engine;
}
