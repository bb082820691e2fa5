/**
 * The till's device database read and written from a page, with IndexedDB itself (the app's Dexie
 * is not reachable from a test): the outbox's states, and a backlog of sales made by cloning one the
 * till recorded, written as recordSale writes a sale (features/till-data/record-sale.ts): in ONE
 * transaction per batch, each clone a localOrders record (kind posSale, id = client order id), its
 * outbox entry (payload = the SyncOrderInput, key = the client order id, the next deviceSeq), the
 * session's next receipt sequence, the device's sale sequence and the units taken from the stock.
 * The page code itself is clients/e2e/till-device-db.cjs, which the bench runs too.
 */
import type { Page } from 'playwright-core';

// Page code shared with the bench (ops/bench), which is plain Node: CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const deviceDb = require('../../e2e/till-device-db.cjs') as {
  saleStates: (name: string) => Promise<OutboxStates>;
  cloneNewestSale: (args: { name: string; count: number }) => Promise<string[]>;
};

/** The back office's device database (main.tsx). */
export const BACKOFFICE_DB = 'tijara-backoffice';

export type OutboxStates = Record<string, number>;

/** How many posSale entries are in each state. */
export function saleStates(page: Page): Promise<OutboxStates> {
  return page.evaluate(deviceDb.saleStates, BACKOFFICE_DB);
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
  return page.evaluate(deviceDb.cloneNewestSale, { name: BACKOFFICE_DB, count });
}

/** What enqueue does after its transaction: wakes the sync leader of the database, in any tab. */
export function wakeSyncLeader(page: Page): Promise<void> {
  return page.evaluate((name) => {
    const channel = new BroadcastChannel(`tijara-sync:${name}`);
    channel.postMessage('enqueued');
    channel.close();
  }, BACKOFFICE_DB);
}
