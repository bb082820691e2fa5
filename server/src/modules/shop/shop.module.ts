/** The shop module: the shop, its storefront token and the shop lookup every storefront request makes. */
import { defineModule } from '../manifest';
import { webPublicRoutes } from './rest/web-public.route';
import { Shop } from './shop.entity';
import { ShopResolver } from './shop.resolver';
import { ShopService } from './shop.service';

export const shopModule = defineModule({
  name: 'shop',
  entities: [Shop],
  resolvers: [ShopResolver],
  views: ['shop.shop'],
  needs: [],
  build() {
    const shop = new ShopService();
    return { provides: { shop }, resolvers: [new ShopResolver(shop)], routes: webPublicRoutes({ shop }) };
  },
});
