/** The shop's public settings, mirrored on the device, and its name in the header; with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { ShopBrand } from './ShopBrand';
export { ShopProvider, useShop } from './use-shop';
export { useShopName } from './use-shop-name';
export type { ShopSettings } from './use-shop';

export const catalogue = catalogueOf(messages, translations);
