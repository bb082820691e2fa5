/** Shop: the settings of the shop the storefront sells for. The module's only public face. */
import { Shop } from './shop.entity';
import { ShopResolver } from './shop.resolver';

export { Shop, ShopResolver };
export { ShopService } from './shop.service';

export const shopEntities = [Shop];
export const shopResolvers = [ShopResolver] as const;
