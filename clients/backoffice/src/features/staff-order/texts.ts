/**
 * The feature's texts, given by its screen itself (CatalogueScope): they load with the screen, not
 * with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { paymentMessages } from './payment-messages';
import { paymentTranslations } from './payment-translations';
import { translations } from './translations';

export const staffOrderTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(paymentMessages, paymentTranslations),
]);
