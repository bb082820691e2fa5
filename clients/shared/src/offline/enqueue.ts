/**
 * The only way to queue an intent: the entry is written in the SAME Dexie transaction as the record
 * it carries, so a crash leaves both or neither, and its idempotency key is fixed here, once, and
 * stored, so every retry sends the same key.
 */
import type { Table, Transaction } from 'dexie';
import type { TijaraDb } from './db';
import { getDeviceId, nextDeviceSeq, uuidV4 } from './device';
import type { OutboxEntry } from './outbox-types';
import { postSyncSignal } from './sync-channel';

export interface EnqueueInput<P> {
  kind: string;
  /** Stored and sent as is. */
  payload: P;
  /** Defaults to the entry's own id (the POS rule: key = client id). */
  idempotencyKey?: string;
  /** Id of an entry that must be acked before this one is sent. */
  dependsOn?: string;
  /** Id of the localOrders record this entry carries, whose status then follows the entry. */
  recordId?: string;
  schemaVersion?: number;
  appVersion?: string;
  /** Extra tables writeRecord touches, besides localOrders. */
  tables?: Table[];
  /** Creation time (epoch ms); tests pass their clock's. */
  now?: number;
}

/**
 * Writes the record (through writeRecord, inside the transaction) and its entry, then wakes the
 * sync leader. writeRecord must only await Dexie calls: any other await (fetch, crypto.subtle)
 * would commit the transaction early. A failure in it leaves neither record nor entry.
 */
export async function enqueue<P>(
  db: TijaraDb,
  input: EnqueueInput<P>,
  writeRecord?: (tx: Transaction) => Promise<void>,
): Promise<OutboxEntry<P>> {
  const id = uuidV4();
  const createdAt = input.now ?? Date.now();
  const tables = [db.outbox, db.meta, db.localOrders, ...(input.tables ?? [])];
  const entry = await db.transaction('rw', tables, async (tx) => {
    if (writeRecord) await writeRecord(tx);
    const queued: OutboxEntry<P> = {
      id,
      kind: input.kind,
      payload: input.payload,
      idempotencyKey: input.idempotencyKey ?? id,
      schemaVersion: input.schemaVersion ?? 1,
      appVersion: input.appVersion ?? '0.0.0',
      deviceId: await getDeviceId(db),
      deviceSeq: await nextDeviceSeq(db),
      createdAt,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: createdAt,
      leaseUntil: null,
      lastError: null,
      serverRef: null,
      ackedAt: null,
      ...(input.dependsOn === undefined ? {} : { dependsOn: input.dependsOn }),
      ...(input.recordId === undefined ? {} : { recordId: input.recordId }),
    };
    await db.outbox.add(queued as OutboxEntry);
    return queued;
  });
  notifyEnqueued(db);
  return entry;
}

/** Wakes the sync leader of this database, in this tab or another. */
export function notifyEnqueued(db: TijaraDb): void {
  postSyncSignal(db.name, 'enqueued');
}
