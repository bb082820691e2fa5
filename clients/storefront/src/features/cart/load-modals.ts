/**
 * The modals' chunk (cart and combination modals with their texts and CSS), loaded once on first use:
 * the navbar cart's click, an added line, a combination to choose. A failed load (offline before the
 * service worker cached it) is forgotten, so the next use tries again.
 */
import type CartModals from './CartModals';

let loading: Promise<{ default: typeof CartModals }> | null = null;

export function loadCartModals(): Promise<{ default: typeof CartModals }> {
  loading ??= import('./CartModals').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
