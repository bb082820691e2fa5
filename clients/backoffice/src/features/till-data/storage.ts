/**
 * The device's hold on its data (OFFLINE.md Q14): a till asks the browser to keep its storage
 * (persist), and warns when that is refused or when usage reaches half the quota, long before the
 * browser would evict a database holding unsynced sales.
 */
import type { StorageHealth } from './types';

/** Usage at or above this share of the quota is low. */
export const LOW_STORAGE_RATIO = 0.5;

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : null;
}

/** True: granted; false: refused; null: the browser has no such API. */
export async function requestPersistence(): Promise<boolean | null> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return null;
  if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
  return storage.persist();
}

export async function storageHealth(): Promise<StorageHealth> {
  const storage = storageManager();
  const persisted = typeof storage?.persisted === 'function' ? await storage.persisted() : null;
  const estimate = typeof storage?.estimate === 'function' ? await storage.estimate() : null;
  const usage = estimate?.usage ?? null;
  const quota = estimate?.quota ?? null;
  const low = usage !== null && quota !== null && quota > 0 && usage >= quota * LOW_STORAGE_RATIO;
  return { persisted, usage, quota, low };
}
