/**
 * Storefront REST calls authenticated by the shop's public token (`Authorization: Bearer <token>`):
 *   GET /web/public/api/shop -> {uuid, name, activeAddToCart} of the token's shop
 * The catalogue, promotion, review and checkout calls of the storefront use the same guard
 * (`{ bearer: 'storefront' }`), declared in their own modules.
 */
import type { ShopService } from '../shop.service';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

export function webPublicRoutes({ shop }: { readonly shop: ShopService }): RestRoute[] {
  return [
    route('get', '/web/public/api/shop', { bearer: 'storefront' }, async (ctx, _req, res) => {
      const found = await shop.getShopById(ctx, ctx.storefrontShopId ?? '');
      res.json({ uuid: found.uuid, name: found.name, activeAddToCart: found.activeAddToCart });
    }),
  ];
}
