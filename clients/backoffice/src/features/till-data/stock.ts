/**
 * The stock the till shows: the server's snapshot of its warehouse, minus the units this till sold
 * that the snapshot does not count yet (README.md, "Stock"). A sale adds its units to `sold` in its
 * own transaction; a new snapshot recomputes `sold` from the outbox, so a refresh never gives back
 * units the till already sold and never takes them twice once the server has them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@tijara/shared';
import type { SyncOrderInput } from '../../__generated__/till-data/graphql';
import { POS_SALE } from './kinds';
import { META } from './meta';
import type { TillDb, TillStockRow } from './till-db';
import type { TillSaleLine } from './types';

export interface StockSnapshotMeta {
  warehouseId: string;
  /** The server's instant, ISO. */
  takenAt: string;
}

export interface StockLevel {
  productId: number;
  combinationId: number | null;
  available: number;
}

export const stockKey = (productId: number, combinationId: number | null) =>
  `${productId}:${combinationId ?? 0}`;

/** Inside the sale's transaction: its units leave the till's view of the stock. */
export async function takeFromStock(db: TillDb, lines: readonly TillSaleLine[]): Promise<void> {
  for (const line of lines) {
    const key = stockKey(line.productId, line.combinationId);
    const row = await db.tillStock.get(key);
    await db.tillStock.put({
      key,
      productId: line.productId,
      combinationId: line.combinationId,
      available: row?.available ?? 0,
      sold: (row?.sold ?? 0) + line.quantity,
    });
  }
}

/** A sale the server has recorded: acknowledged, or a conflict it kept (with its order reference). */
function recorded(entry: OutboxEntry): boolean {
  return entry.state === 'acked' || (entry.state === 'conflict' && entry.serverRef !== null);
}

/**
 * Read just before the snapshot is asked for: the sales the server had recorded then, which the
 * snapshot counts. A sale recorded while the request was in flight is counted as not in it: the
 * till may show a unit too few until the next refresh, never one too many.
 */
export async function salesRecordedBefore(db: TillDb): Promise<ReadonlySet<string>> {
  const ids = new Set<string>();
  await db.outbox.each((entry) => {
    if (entry.kind === POS_SALE && recorded(entry)) ids.add(entry.id);
  });
  return ids;
}

/** Units per stock key of the till's sales the snapshot does not count. */
async function salesOutsideSnapshot(
  db: TillDb,
  inSnapshot: ReadonlySet<string>,
): Promise<Map<string, number>> {
  const sold = new Map<string, number>();
  await db.outbox.each((entry) => {
    if (entry.kind !== POS_SALE || inSnapshot.has(entry.id)) return;
    for (const line of (entry.payload as SyncOrderInput).sale?.lines ?? []) {
      const key = stockKey(line.productId, line.combinationId ?? null);
      sold.set(key, (sold.get(key) ?? 0) + line.quantity);
    }
  });
  return sold;
}

/** Replaces the snapshot in one transaction, with what the till sold since. */
export async function replaceStock(
  db: TillDb,
  snapshot: StockSnapshotMeta,
  levels: readonly StockLevel[],
  inSnapshot: ReadonlySet<string>,
): Promise<void> {
  await db.transaction('rw', [db.tillStock, db.outbox, db.meta], async () => {
    const sold = await salesOutsideSnapshot(db, inSnapshot);
    const rows = new Map<string, TillStockRow>();
    for (const level of levels) {
      const key = stockKey(level.productId, level.combinationId);
      rows.set(key, {
        key,
        productId: level.productId,
        combinationId: level.combinationId,
        available: level.available,
        sold: 0,
      });
    }
    for (const [key, units] of sold) {
      const [productId = 0, combinationId = 0] = key.split(':').map(Number);
      const row = rows.get(key) ?? {
        key,
        productId,
        combinationId: combinationId || null,
        available: 0,
        sold: 0,
      };
      rows.set(key, { ...row, sold: units });
    }
    await db.tillStock.clear();
    await db.tillStock.bulkPut([...rows.values()]);
    await db.meta.put({ key: META.stock, value: snapshot });
  });
}

/** Live: what the till may still sell of an item; undefined before the first snapshot. */
export function useStockOf(db: TillDb, key: string): number | undefined {
  return useLiveQuery(async () => {
    const [snapshot, row] = await Promise.all([db.meta.get(META.stock), db.tillStock.get(key)]);
    if (snapshot === undefined) return undefined;
    return (row?.available ?? 0) - (row?.sold ?? 0);
  }, [db, key]);
}

/**
 * Live: useStockOf for a list of items at once (a result list), in one query rather than one per
 * row; an item missing from the map has no snapshot yet.
 */
export function useStocksOf(db: TillDb, keys: readonly string[]): ReadonlyMap<string, number> | undefined {
  const joined = keys.join(',');
  return useLiveQuery(async () => {
    if ((await db.meta.get(META.stock)) === undefined) return new Map<string, number>();
    const rows = await db.tillStock.bulkGet([...keys]);
    return new Map(keys.map((key, index) => [key, (rows[index]?.available ?? 0) - (rows[index]?.sold ?? 0)]));
    // The keys' content, not the array's identity, decides when to read again.
  }, [db, joined]);
}
