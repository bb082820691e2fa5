/**
 * What the storefront page is given, as the legacy pages were: the shop's uuid, its public storefront
 * token (for the Bearer calls) and the locale negotiated for the visitor. No shop yet (SEED=none):
 * nothing, and the page is served as built.
 */
import type { RequestContext } from '../../core/request-context';
import type { ShopService } from './shop.service';

export async function storefrontPageMeta(
  ctx: RequestContext,
  shops: ShopService,
): Promise<Record<string, string> | undefined> {
  const shop = await shops.findDefaultShop(ctx);
  if (!shop) return undefined;
  return { 'shop-uuid': shop.uuid, 'shop-token': shop.storefrontToken, 'shop-locale': ctx.locale };
}
