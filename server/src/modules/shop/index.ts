/** Shop: the settings of the shop the storefront sells for. The module's only public face. */
import { Shop } from './shop.entity';
import { ShopResolver } from './shop.resolver';

export { Shop, ShopResolver };
export { applyShopToken, ShopService } from './shop.service';
export type { ShopServiceOptions } from './shop.service';
export { SHOP_LOOKUP_TTL_MS } from './shop-lookup-cache';
export { newStorefrontToken } from './shop.entity';
export { storefrontPageMeta } from './storefront-page-meta';
export { lockShopRow } from './shop-lock.sql';
export { listedShops, shopScope, shopToActIn } from './shop-access';
export { shopModule } from './shop.module';
