/**
 * Storefront REST calls authenticated by the shop's public token (`Authorization: Bearer <token>`):
 *   GET /web/public/api/shop -> {uuid, name, activeAddToCart} of the token's shop
 * The public listing and review calls of the catalog issue join this group under the same guard.
 */
import type { ShopService } from '../../modules/shop';
import { route } from '../route';
import type { RestRoute } from '../route';

export function webPublicRoutes({ shop }: { readonly shop: ShopService }): RestRoute[] {
  return [
    route('get', '/web/public/api/shop', { bearer: 'storefront' }, async (ctx, _req, res) => {
      const found = await shop.getShopById(ctx, ctx.storefrontShopId ?? '');
      res.json({ uuid: found.uuid, name: found.name, activeAddToCart: found.activeAddToCart });
    }),
  ];
}
