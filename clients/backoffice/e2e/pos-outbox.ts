/**
 * The till's device database read and written from a page, with IndexedDB itself (the app's Dexie
 * is not reachable from a test): the outbox's states, and a backlog of sales made by cloning one the
 * till recorded, written as recordSale writes a sale (features/till-data/record-sale.ts): in ONE
 * transaction per batch, each clone a localOrders record (kind posSale, id = client order id), its
 * outbox entry (payload = the SyncOrderInput, key = the client order id, the next deviceSeq), the
 * session's next receipt sequence, the device's sale sequence and the units taken from the stock.
 */
import type { Page } from 'playwright-core';

/** The back office's device database (main.tsx). */
export const BACKOFFICE_DB = 'tijara-backoffice';

export type OutboxStates = Record<string, number>;

/** How many posSale entries are in each state. */
export function saleStates(page: Page): Promise<OutboxStates> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused'));
    });
    try {
      const entries = await new Promise<{ kind: string; state: string }[]>((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result as { kind: string; state: string }[]);
        all.onerror = () => reject(all.error ?? new Error('outbox unreadable'));
      });
      const states: Record<string, number> = {};
      for (const entry of entries.filter((candidate) => candidate.kind === 'posSale'))
        states[entry.state] = (states[entry.state] ?? 0) + 1;
      return states;
    } finally {
      db.close();
    }
  }, BACKOFFICE_DB);
}

/** Resolves once every posSale entry is in `state` and there are `count` of them. */
export async function waitForSaleStates(
  page: Page,
  expected: OutboxStates,
  timeoutMs = 90_000,
): Promise<OutboxStates> {
  const deadline = Date.now() + timeoutMs;
  let states: OutboxStates = {};
  while (Date.now() < deadline) {
    states = await saleStates(page);
    if (JSON.stringify(sorted(states)) === JSON.stringify(sorted(expected))) return states;
    await page.waitForTimeout(250);
  }
  throw new Error(`The outbox holds ${JSON.stringify(states)}, not ${JSON.stringify(expected)}`);
}

const sorted = (states: OutboxStates) => Object.fromEntries(Object.entries(states).sort());

/**
 * Clones the till's newest sale `count` times, with fresh client order ids and the next receipt
 * numbers of its session; answers the clones' client order ids. Writes nothing else: the sync leader
 * is not woken (a test posts the signal or opens the till when it wants the drain to start).
 */
export function cloneNewestSale(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ name, count }) => {
      type Row = Record<string, unknown>;
      interface Sale extends Row {
        id: string;
        sessionUuid: string;
        deviceCode: string;
        sessionNumber: number;
        lines: { productId: number; combinationId: number | null; quantity: number }[];
      }
      interface Entry extends Row {
        kind: string;
        deviceSeq: number;
        recordId: string;
        payload: Row;
      }
      const request = <T>(asked: IDBRequest): Promise<T> =>
        new Promise((resolve, reject) => {
          asked.onsuccess = () => resolve(asked.result as T);
          asked.onerror = () => reject(asked.error ?? new Error('IndexedDB request failed'));
        });
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused'));
      });
      try {
        const tx = db.transaction(
          ['outbox', 'meta', 'localOrders', 'tillSessions', 'tillStock'],
          'readwrite',
        );
        const store = (table: string) => tx.objectStore(table);
        const entries = (await request<Entry[]>(store('outbox').getAll())).filter(
          (entry) => entry.kind === 'posSale',
        );
        const template = entries.sort((a, b) => b.deviceSeq - a.deviceSeq)[0];
        if (!template) throw new Error('The till has recorded no sale to clone');
        const record = await request<Row & { data: Sale }>(store('localOrders').get(template.recordId));
        const session = await request<Row & { nextSequence: number; saleIds: string[] }>(
          store('tillSessions').get(record.data.sessionUuid),
        );
        const metaValue = async (key: string) =>
          ((await request<{ value: number } | undefined>(store('meta').get(key)))?.value ?? 0) as number;
        let deviceSeq = await metaValue('deviceSeq');
        let saleSequence = await metaValue('till:saleSequence');
        const sold = new Map<string, number>();
        const ids: string[] = [];
        for (let n = 0; n < count; n++) {
          const id = crypto.randomUUID();
          const now = Date.now();
          const sequence = session.nextSequence;
          const receiptNumber = `${record.data.deviceCode}-${String(record.data.sessionNumber).padStart(3, '0')}-${String(sequence).padStart(4, '0')}`;
          deviceSeq += 1;
          saleSequence += 1;
          const sale = {
            ...record.data,
            id,
            receiptNumber,
            sequence,
            createdAt: now,
            printCount: 0,
            lastPrintedAt: null,
          };
          store('localOrders').add({
            ...record,
            id,
            data: sale,
            status: 'pending',
            createdAt: now,
            serverRef: null,
          });
          store('outbox').add({
            ...template,
            id: crypto.randomUUID(),
            payload: {
              ...template.payload,
              clientOrderId: id,
              idempotencyKey: id,
              deviceSequence: saleSequence,
              receiptNumber,
              createdAt: new Date(now).toISOString(),
            },
            idempotencyKey: id,
            deviceSeq,
            createdAt: now,
            state: 'pending',
            attempts: 0,
            nextAttemptAt: now,
            leaseUntil: null,
            lastError: null,
            serverRef: null,
            ackedAt: null,
            recordId: id,
          });
          session.nextSequence = sequence + 1;
          session.saleIds = [...session.saleIds, id];
          for (const line of sale.lines) {
            const key = `${line.productId}:${line.combinationId ?? 0}`;
            sold.set(key, (sold.get(key) ?? 0) + line.quantity);
          }
          ids.push(id);
        }
        store('tillSessions').put(session);
        store('meta').put({ key: 'deviceSeq', value: deviceSeq });
        store('meta').put({ key: 'till:saleSequence', value: saleSequence });
        for (const [key, units] of sold) {
          const row = await request<(Row & { sold: number }) | undefined>(store('tillStock').get(key));
          if (row) store('tillStock').put({ ...row, sold: row.sold + units });
        }
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('The clones were not written'));
          tx.onabort = () => reject(tx.error ?? new Error('The clones were not written'));
        });
        return ids;
      } finally {
        db.close();
      }
    },
    { name: BACKOFFICE_DB, count },
  );
}

/** What enqueue does after its transaction: wakes the sync leader of the database, in any tab. */
export function wakeSyncLeader(page: Page): Promise<void> {
  return page.evaluate((name) => {
    const channel = new BroadcastChannel(`tijara-sync:${name}`);
    channel.postMessage('enqueued');
    channel.close();
  }, BACKOFFICE_DB);
}
