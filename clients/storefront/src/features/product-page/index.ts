/**
 * The product page (gallery, options, price, packs, descriptions, the buy box slot, the delivery
 * estimate, reviews and cross-selling), routed lazily by app/routes.tsx from ProductPage.tsx; its
 * texts.
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export const loadProductPage = () => import('./ProductPage');

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
