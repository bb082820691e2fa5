/**
 * What the storefront page is given, as the legacy pages were: the shop's uuid, its public storefront
 * token (for the Bearer calls) and the locale negotiated for the visitor. No shop yet (SEED=none):
 * nothing, and the page is served as built.
 */
import type { Locale } from '@tijara/schema';
import type { Shop } from './shop.entity';

export function storefrontPageMeta(
  shop: Pick<Shop, 'uuid' | 'storefrontToken'> | null,
  locale: Locale,
): Record<string, string> | undefined {
  if (!shop) return undefined;
  return { 'shop-uuid': shop.uuid, 'shop-token': shop.storefrontToken, 'shop-locale': locale };
}
