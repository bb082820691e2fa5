/**
 * Reads and writes of the catalogue mirror. Types only from storefront-db: this module loads with the
 * first route, Dexie does not. Writes replace the row of the same question and keep the
 * table under MIRROR_MAX_ROWS by dropping the oldest answers; a failed write (storage full, private
 * mode) is logged and the page goes on with the network's answer.
 */
import type { CatalogQueryRow, StorefrontDb } from './storefront-db';

/** Enough for hundreds of pages seen; a row is one answer (15 KB at most gzipped for a listing). */
export const MIRROR_MAX_ROWS = 400;

export async function readMirror(db: StorefrontDb, key: string): Promise<CatalogQueryRow | undefined> {
  try {
    return await db.catalogQueries.get(key);
  } catch (error) {
    console.warn('The catalogue copy on this device could not be read', error);
    return undefined;
  }
}

/** Whether the copy was saved. */
export async function writeMirror(
  db: StorefrontDb,
  key: string,
  data: unknown,
  now = Date.now(),
): Promise<boolean> {
  try {
    await db.transaction('rw', db.catalogQueries, async () => {
      await db.catalogQueries.put({ key, data, savedAt: now });
      const excess = (await db.catalogQueries.count()) - MIRROR_MAX_ROWS;
      if (excess > 0) {
        const oldest = await db.catalogQueries.orderBy('savedAt').limit(excess).primaryKeys();
        await db.catalogQueries.bulkDelete(oldest);
      }
    });
    return true;
  } catch (error) {
    console.warn('The catalogue copy on this device could not be saved', error);
    return false;
  }
}
