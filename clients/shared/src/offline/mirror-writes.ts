/**
 * The only writers of the geography mirror tables. Each replaces exactly the slice it was given, in
 * one transaction, so a live query never sees half a list and rows that left the slice (a commune
 * moved by the 2026 reform, a transporter that stopped serving a commune) disappear. The same
 * transaction stamps meta 'refreshedAt:<slice>', so the UI can say how old the device's copy is.
 */
import type { CommuneRow, DeliveryOptionRow, TijaraDb, WilayaRow } from './db';

function stamp(db: TijaraDb, slice: string, now: number) {
  return db.meta.put({ key: `refreshedAt:${slice}`, value: now });
}

/**
 * Rows from GraphQL answers, field by field: answers carry __typename and whatever else a query
 * selected, and the mirror keeps exactly its own shape.
 */
export function toWilayaRow(w: WilayaRow): WilayaRow {
  return {
    id: w.id,
    code: w.code,
    isoCode: w.isoCode,
    name: w.name,
    nameAr: w.nameAr,
    deliverable: w.deliverable,
  };
}

export function toCommuneRow(c: Omit<CommuneRow, 'wilayaId'>, wilayaId: number): CommuneRow {
  return {
    id: c.id,
    wilayaId,
    name: c.name,
    nameAr: c.nameAr,
    postCode: c.postCode,
    deliverable: c.deliverable,
  };
}

export async function replaceWilayas(db: TijaraDb, rows: WilayaRow[], now = Date.now()): Promise<void> {
  await db.transaction('rw', db.wilayas, db.meta, async () => {
    await db.wilayas.clear();
    await db.wilayas.bulkPut(rows);
    await stamp(db, 'wilayas', now);
  });
}

export async function replaceCommunesOf(
  db: TijaraDb,
  wilayaId: number,
  rows: CommuneRow[],
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.communes, db.meta, async () => {
    await db.communes.where('wilayaId').equals(wilayaId).delete();
    await db.communes.bulkPut(rows);
    await stamp(db, `communes:${wilayaId}`, now);
  });
}

export async function replaceDeliveryOptionsOf(
  db: TijaraDb,
  communeId: number,
  rows: DeliveryOptionRow[],
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.deliveryOptions, db.meta, async () => {
    await db.deliveryOptions.where('communeId').equals(communeId).delete();
    await db.deliveryOptions.bulkPut(rows);
    await stamp(db, `deliveryOptions:${communeId}`, now);
  });
}

/** When a slice ('wilayas', 'communes:16', 'deliveryOptions:554') was last refreshed, epoch ms. */
export async function getRefreshedAt(db: TijaraDb, slice: string): Promise<number | null> {
  const row = await db.meta.get(`refreshedAt:${slice}`);
  return typeof row?.value === 'number' ? row.value : null;
}
