/**
 * The feature's texts for the catalogue test (app/i18n/scoped.ts), through the index. Not texts.ts:
 * a module the index and a screen both import would be put in the first chunk.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { paymentMessages } from './payment-messages';
import { paymentTranslations } from './payment-translations';
import { translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(paymentMessages, paymentTranslations),
]);
