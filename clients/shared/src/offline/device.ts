/**
 * Identity of this device (one per app database) and its monotonic sequence, kept in `meta`.
 * Both run in a Dexie transaction, so two tabs never get the same number; inside a caller's
 * transaction (enqueue) they join it.
 */
import type { TijaraDb } from './db';

const DEVICE_ID = 'deviceId';
const DEVICE_SEQ = 'deviceSeq';

/** UUID v4. randomUUID needs a secure context; getRandomValues is the fallback for plain http. */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getDeviceId(db: TijaraDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_ID);
    if (typeof row?.value === 'string') return row.value;
    const id = uuidV4();
    await db.meta.put({ key: DEVICE_ID, value: id });
    return id;
  });
}

export function nextDeviceSeq(db: TijaraDb): Promise<number> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_SEQ);
    const next = (typeof row?.value === 'number' ? row.value : 0) + 1;
    await db.meta.put({ key: DEVICE_SEQ, value: next });
    return next;
  });
}
