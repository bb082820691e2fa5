/**
 * The outbox's entries counted by state. Apart from the outbox's other reads (outbox-store.ts)
 * because it needs nothing of Dexie's module itself, only the database given: the badge and the
 * dashboard count on the back office's first route, which does not carry Dexie.
 */
import type { TijaraDb } from './db';
import { OUTBOX_STATES } from './outbox-types';
import type { OutboxCounts } from './outbox-types';

export async function countOutbox(db: TijaraDb): Promise<OutboxCounts> {
  const counts = await Promise.all(
    OUTBOX_STATES.map((state) => db.outbox.where('state').equals(state).count()),
  );
  return Object.fromEntries(OUTBOX_STATES.map((state, i) => [state, counts[i] ?? 0])) as OutboxCounts;
}
