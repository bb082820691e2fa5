/**
 * Whether this device may hold catalogue copies: a mark in localStorage, set once a copy is saved. A
 * first visit (no mark) does not load Dexie (34 KiB gzipped) to look for copies it cannot have, which
 * on a 3G line would share the bandwidth with the page's first images. Storage that cannot be read
 * (private mode) counts as "may hold": reading Dexie for nothing only costs time.
 */
const MARK = 'tijara.catalogCopies';

// Storage is reached inside the try: the getter itself throws where storage is refused.
export function mayHoldCopies(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? globalThis.localStorage).getItem(MARK) === '1';
  } catch {
    return true;
  }
}

export function markCopiesHeld(storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? globalThis.localStorage).setItem(MARK, '1');
  } catch {
    // Unreadable storage already counts as "may hold".
  }
}
