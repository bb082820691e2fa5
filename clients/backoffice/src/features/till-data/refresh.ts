/**
 * Brings the till's mirrors up to date: the promotion rules (whole, small), the catalogue and the
 * customers (deltas since the cursor kept per shop, page after page until hasMore is false), then
 * the stock snapshot of the till's warehouse. One refresh at a time per database, across tabs.
 */
import type { ApolloClient } from '@apollo/client';
import { defaultLockManager, serverVerdict } from '@tijara/shared';
import type { LockManagerLike } from '@tijara/shared';
import {
  TillCataloguePageDocument,
  TillCustomerPageDocument,
  TillPromotionRulesDocument,
  TillStockDocument,
} from '../../__generated__/till-data/graphql';
import { META, readMeta } from './meta';
import {
  forgetCatalogue,
  forgetServerCustomers,
  writeCataloguePage,
  writeCustomerPage,
} from './refresh-writes';
import { replaceRules, ruleRowOf } from './rules';
import { replaceStock, salesRecordedBefore } from './stock';
import type { TillDb } from './till-db';
import type { RefreshProgress, TillDevice } from './types';

export const CATALOGUE_PAGE_SIZE = 500;
export const CUSTOMER_PAGE_SIZE = 1000;

export interface RefreshInput {
  device: TillDevice;
  onProgress?: (progress: RefreshProgress) => void;
  signal?: AbortSignal;
  /** Default navigator.locks (or the page's own): tests bring theirs. */
  locks?: LockManagerLike;
  now?: () => number;
}

interface Step {
  db: TillDb;
  client: ApolloClient;
  input: RefreshInput;
}

function options(signal: AbortSignal | undefined) {
  return { fetchPolicy: 'no-cache' as const, context: { fetchOptions: { signal } } };
}

function checkNotAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The refresh was stopped', 'AbortError');
}

/**
 * The server refuses a cursor it can no longer answer from (its change log keeps 90 days: a till
 * offline longer, or a database restored elsewhere): the till then loads that mirror whole again.
 */
function cursorRefused(error: unknown): boolean {
  const verdict = serverVerdict(error);
  return verdict?.code === 'BAD_USER_INPUT' && verdict.fieldErrors['cursor'] !== undefined;
}

/** Asks a page; a refused cursor forgets the mirror (`forget`) and asks again from the start. */
async function pageOrRestart<T>(ask: () => Promise<T>, forget: () => Promise<void>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!cursorRefused(error)) throw error;
    await forget();
    return ask();
  }
}

async function refreshRules({ db, client, input }: Step): Promise<void> {
  input.onProgress?.({ phase: 'rules', done: 0, total: 1 });
  const { data } = await client.query({
    query: TillPromotionRulesDocument,
    variables: { shopUuid: input.device.shopUuid },
    ...options(input.signal),
  });
  if (!data) throw new Error('promotionRules answered no data');
  await replaceRules(db, data.promotionRules.map(ruleRowOf));
  input.onProgress?.({ phase: 'rules', done: 1, total: 1 });
}

async function refreshCatalogue({ db, client, input }: Step): Promise<void> {
  const cursorKey = META.catalogueCursor(input.device.shopUuid);
  let done = 0;
  for (;;) {
    checkNotAborted(input.signal);
    const ask = async () =>
      client.query({
        query: TillCataloguePageDocument,
        variables: {
          shopUuid: input.device.shopUuid,
          cursor: await readMeta<string>(db, cursorKey),
          limit: CATALOGUE_PAGE_SIZE,
        },
        ...options(input.signal),
      });
    const { data } = await pageOrRestart(ask, () => forgetCatalogue(db, cursorKey));
    if (!data) throw new Error('posCatalogue answered no data');
    const page = data.posCatalogue;
    await writeCataloguePage(db, cursorKey, page);
    done += page.products.length;
    input.onProgress?.({ phase: 'catalogue', done, total: page.total });
    if (!page.hasMore) return;
  }
}

async function refreshCustomers({ db, client, input }: Step): Promise<void> {
  const cursorKey = META.customersCursor(input.device.shopUuid);
  let done = 0;
  for (;;) {
    checkNotAborted(input.signal);
    const ask = async () =>
      client.query({
        query: TillCustomerPageDocument,
        variables: {
          shopUuid: input.device.shopUuid,
          cursor: await readMeta<string>(db, cursorKey),
          limit: CUSTOMER_PAGE_SIZE,
        },
        ...options(input.signal),
      });
    const { data } = await pageOrRestart(ask, () => forgetServerCustomers(db, cursorKey));
    if (!data) throw new Error('posCustomers answered no data');
    const page = data.posCustomers;
    await writeCustomerPage(db, cursorKey, page);
    done += page.customers.length;
    input.onProgress?.({ phase: 'customers', done, total: page.total });
    if (!page.hasMore) return;
  }
}

async function refreshStock({ db, client, input }: Step): Promise<void> {
  input.onProgress?.({ phase: 'stock', done: 0, total: 1 });
  // Read before the request leaves: the sales the snapshot will count (stock.ts).
  const inSnapshot = await salesRecordedBefore(db);
  const { data } = await client.query({
    query: TillStockDocument,
    variables: { warehouseId: input.device.warehouseId },
    ...options(input.signal),
  });
  if (!data) throw new Error('posStock answered no data');
  const snapshot = data.posStock;
  await replaceStock(
    db,
    { warehouseId: snapshot.warehouseId, takenAt: snapshot.takenAt },
    snapshot.levels,
    inSnapshot,
  );
  input.onProgress?.({ phase: 'stock', done: 1, total: 1 });
}

export async function refreshTillData(db: TillDb, client: ApolloClient, input: RefreshInput): Promise<void> {
  const locks = input.locks ?? defaultLockManager();
  const signal = input.signal;
  await locks.request(`till-refresh:${db.name}`, signal ? { signal } : {}, async () => {
    const step = { db, client, input };
    await refreshRules(step);
    checkNotAborted(signal);
    await refreshCatalogue(step);
    await refreshCustomers(step);
    checkNotAborted(signal);
    await refreshStock(step);
    await db.meta.put({ key: META.refreshedAt, value: (input.now ?? Date.now)() });
  });
}

export function lastRefreshedAt(db: TillDb): Promise<number | null> {
  return readMeta<number>(db, META.refreshedAt);
}
