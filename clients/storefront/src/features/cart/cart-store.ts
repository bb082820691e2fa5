/**
 * The cart of this browser, one for every tab: read from localStorage (`cart`), written back on every
 * change, and read again when another tab writes it (the `storage` event), so two tabs never
 * overwrite each other's last change with a stale copy. A stored cart that had to be repaired is
 * written back clean and `repaired` stays set until the shopper has seen the notice.
 */
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, addLine, readCart, withQuantity, withUnitPrices, withoutLine } from './cart-lines';
import type { CartLine, ReadCart, UnitPriceUpdate } from './cart-lines';

/** Fired on window when a line is added: the navbar cart opens its modal (spec: the cart modal). */
export const CART_ADDED_EVENT = 'tijara:cart-added';

export interface CartState {
  readonly lines: readonly CartLine[];
  readonly repaired: boolean;
}

type LineKey = Pick<CartLine, 'productId' | 'combinationId'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function storedText(): string | null {
  try {
    return storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function load(): ReadCart {
  return readCart(storedText());
}

function save(lines: readonly CartLine[]): void {
  try {
    const store = storage();
    if (lines.length === 0) store?.removeItem(CART_STORAGE_KEY);
    else store?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch (error) {
    // Full or refused storage: the cart still works for this page.
    console.warn('The cart could not be saved on this device', error);
  }
}

const listeners = new Set<() => void>();
let state: CartState | null = null;

function current(): CartState {
  if (!state) {
    const read = load();
    state = { lines: read.lines, repaired: read.repaired };
    if (read.repaired) save(read.lines);
  }
  return state;
}

function publish(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Applies a change to the cart as stored now: another tab may have written it while this page held
 * no listener (nothing showing the cart), and its change must not be lost under a stale copy.
 */
function change(apply: (lines: readonly CartLine[]) => CartLine[]): void {
  const lines = apply(load().lines);
  save(lines);
  publish({ ...current(), lines });
}

function onStorage(event: StorageEvent): void {
  if (event.storageArea !== storage() || (event.key !== null && event.key !== CART_STORAGE_KEY)) return;
  const read = readCart(event.key === null ? storedText() : event.newValue);
  publish({ lines: read.lines, repaired: current().repaired || read.repaired });
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const cart = {
  state: current,
  subscribe,
  add(line: CartLine): void {
    change((lines) => addLine(lines, line));
    window.dispatchEvent(new CustomEvent(CART_ADDED_EVENT, { detail: line }));
  },
  setQuantity: (key: LineKey, quantity: number) => change((lines) => withQuantity(lines, key, quantity)),
  remove: (key: LineKey) => change((lines) => withoutLine(lines, key)),
  clear: () => change(() => []),
  /** The cart replaced by these lines (a refused order sent back to editing), read as stored ones are. */
  restore: (lines: readonly CartLine[]) => change(() => [...readCart(JSON.stringify(lines)).lines]),
  /** The server's current unit prices written over the stored ones (the lines keep their 7 fields). */
  reprice(updates: readonly UnitPriceUpdate[]): void {
    const stored = load().lines;
    const lines = withUnitPrices(stored, updates);
    // Nothing changed: no write, no render.
    if (lines.every((line, index) => line === stored[index])) return;
    save(lines);
    publish({ ...current(), lines });
  },
  /** The shopper has seen the repair notice. */
  acknowledgeRepair: () => publish({ ...current(), repaired: false }),
  /** Reads storage again (tests: a fresh page). */
  reload(): void {
    state = null;
    publish(current());
  },
};

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, current, current);
}
