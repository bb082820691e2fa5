/** The till's rows in the shared meta table: its identity, the refresh cursors and stamps. */
import type { TillDb } from './till-db';
import type { TillDevice } from './types';

export const META = {
  device: 'till:device',
  /** Per device: monotonic over every sale of the till (SyncOrderInput.deviceSequence). */
  saleSequence: 'till:saleSequence',
  /** When the last refresh that went to its end finished, epoch ms. */
  refreshedAt: 'till:refreshedAt',
  /** The stock snapshot in tillStock: StockSnapshotMeta. */
  stock: 'till:stock',
  catalogueCursor: (shopUuid: string) => `till:cursor:catalogue:${shopUuid}`,
  customersCursor: (shopUuid: string) => `till:cursor:customers:${shopUuid}`,
} as const;

export async function readMeta<T>(db: TillDb, key: string): Promise<T | null> {
  const row = await db.meta.get(key);
  return row === undefined ? null : (row.value as T);
}

export function readDevice(db: TillDb): Promise<TillDevice | null> {
  return readMeta<TillDevice>(db, META.device);
}
