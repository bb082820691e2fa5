/** The shop's public settings, mirrored on the device, and its name in the header; with their texts. */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export { ShopBrand } from './ShopBrand';
export { ShopProvider, useShop } from './use-shop';
export { useShopName } from './use-shop-name';
export type { ShopSettings } from './use-shop';

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
