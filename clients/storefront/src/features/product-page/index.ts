/**
 * The product page (gallery, options, price, packs, descriptions, the buy box slot, the delivery
 * estimate, reviews and cross-selling), routed lazily by app/routes.tsx from ProductPage.tsx; its
 * texts.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const loadProductPage = () => import('./ProductPage');

export const catalogue = catalogueOf(messages, translations);
