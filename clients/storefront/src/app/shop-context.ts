/**
 * What the server gives the storefront page (meta tags shop-uuid, shop-token, shop-locale): the
 * shop it sells for and the public token its Bearer calls carry. A page opened offline comes from
 * the service worker's precache without them, so the last ones seen are kept on the device.
 */
import { isLocale } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export interface ShopContext {
  shopUuid: string;
  storefrontToken: string;
  locale: Locale;
}

export const SHOP_CONTEXT_KEY = 'tijara.shopContext';

function fromMeta(doc: Document): ShopContext | null {
  const read = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const [shopUuid, storefrontToken, locale] = [read('shop-uuid'), read('shop-token'), read('shop-locale')];
  if (!shopUuid || !storefrontToken || !isLocale(locale)) return null;
  return { shopUuid, storefrontToken, locale };
}

function fromStorage(storage: Storage): ShopContext | null {
  try {
    const value = JSON.parse(storage.getItem(SHOP_CONTEXT_KEY) ?? 'null') as Partial<ShopContext> | null;
    if (!value?.shopUuid || !value.storefrontToken || !isLocale(value.locale)) return null;
    return { shopUuid: value.shopUuid, storefrontToken: value.storefrontToken, locale: value.locale };
  } catch {
    return null;
  }
}

export function readShopContext(
  doc: Document = document,
  storage: Storage = localStorage,
): ShopContext | null {
  const given = fromMeta(doc);
  if (!given) return fromStorage(storage);
  try {
    storage.setItem(SHOP_CONTEXT_KEY, JSON.stringify(given));
  } catch {
    // Storage refused: this visit still has the page's values.
  }
  return given;
}
