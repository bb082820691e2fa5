/**
 * The feature's texts, given by its screen itself (CatalogueScope): they load with the till, not with
 * the back office's first page. The index re-exports them for the catalogue test only (catalogue.ts).
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { paymentMessages } from './payment-messages';
import { paymentTranslations } from './payment-translations';
import { translations } from './translations';

export const tillTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(paymentMessages, paymentTranslations),
]);
