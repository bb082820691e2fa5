/**
 * What the checkout keeps per shop in localStorage, under keys the spec names "the shop key plus …"
 * (`<shopUuid>.orders.index`, `<shopUuid>.checkout.cooldownUntil`): one installation serves one shop
 * per origin today, but a browser that visited two shops on one origin keeps them apart.
 * Storage that refuses (private mode, full) never stops an order: reads give null, writes are lost.
 */
export const shopKey = (shopUuid: string, name: string) => `${shopUuid}.${name}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not keep ${key} on this device`, error);
  }
}

/** A stored epoch-ms time, or null when absent or not a time. */
export function readStoredTime(key: string): number | null {
  const value = Number(readStored(key));
  return readStored(key) !== null && Number.isFinite(value) && value > 0 ? value : null;
}
