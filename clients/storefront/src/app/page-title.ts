/**
 * The browser tab's title for the page shown: "what · shop" (the shop's name alone on the home).
 * The server writes the first one into the page for shared links; this keeps it right as the
 * shopper moves on without reloading.
 */
import { useEffect } from 'react';
import { useShopName } from '../features/shop';

export function usePageTitle(text?: string): void {
  const shop = useShopName();
  useEffect(() => {
    document.title = text ? `${text} · ${shop}` : shop;
  }, [text, shop]);
}
