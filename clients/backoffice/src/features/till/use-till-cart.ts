/**
 * The open cart, kept in the shared `drafts` table under `till:cart:<device uuid>` so a reload, a
 * closed tab or a tablet that ran out of battery finds it as it was. Unlike a typed form (useFormDraft
 * writes 300 ms after typing stops) every change is written at once: a cart changes by taps and
 * scans, and the scan just before a crash must not be lost. Writes go one after the other, so the
 * clear after a sale is never overtaken by an earlier write. `cart` is undefined until the stored one
 * has been read: the screen waits for it, so a scan made meanwhile cannot replace a restored cart.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TijaraDb } from '@tijara/shared';
import { EMPTY_CART, cartFromDraft } from './till-cart';
import type { TillCart } from './till-cart';

export const cartDraftKey = (deviceUuid: string) => `till:cart:${deviceUuid}`;

export interface TillCartState {
  readonly cart: TillCart | undefined;
  readonly update: (change: (cart: TillCart) => TillCart) => void;
  /** Empties the cart and forgets the stored one (after a sale). */
  readonly clear: () => Promise<void>;
}

export function useTillCart(db: TijaraDb, deviceUuid: string): TillCartState {
  const key = cartDraftKey(deviceUuid);
  // The cart on screen with the key it belongs to: another device's cart is not shown meanwhile.
  const [loaded, setLoaded] = useState<{ key: string; cart: TillCart } | null>(null);
  const shown = useRef<TillCart>(EMPTY_CART);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const write = useCallback((work: () => Promise<unknown>) => {
    const next = chain.current.then(work);
    // A failed write (storage full) must not stop the next ones: the sale itself still works.
    chain.current = next.catch((error: unknown) => console.warn('Could not keep the till cart', error));
    return chain.current.then(() => undefined);
  }, []);

  useEffect(() => {
    let current = true;
    db.drafts
      .get(key)
      .catch((error: unknown) => {
        console.warn('Could not read the till cart', error);
        return undefined;
      })
      .then((row) => {
        if (!current) return;
        shown.current = (row && cartFromDraft(row.value)) ?? EMPTY_CART;
        setLoaded({ key, cart: shown.current });
      });
    return () => {
      current = false;
    };
  }, [db, key]);

  const update = useCallback(
    (change: (cart: TillCart) => TillCart) => {
      const next = change(shown.current);
      if (next === shown.current) return;
      shown.current = next;
      setLoaded({ key, cart: next });
      void write(() => db.drafts.put({ key, value: next, savedAt: Date.now() }));
    },
    [db, key, write],
  );

  const clear = useCallback(() => {
    shown.current = EMPTY_CART;
    setLoaded({ key, cart: EMPTY_CART });
    return write(() => db.drafts.delete(key));
  }, [db, key, write]);

  return { cart: loaded?.key === key ? loaded.cart : undefined, update, clear };
}
