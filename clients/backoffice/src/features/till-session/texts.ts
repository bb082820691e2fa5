/**
 * The feature's texts, given by its screens themselves (TillSessionScope): they load with the till,
 * not with the back office's first page. The index re-exports catalogue.ts for the catalogue test.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { receiptMessages } from './receipt-messages';
import { receiptTranslations } from './receipt-translations';
import { syncPageMessages } from './sync-page-messages';
import { syncPageTranslations } from './sync-page-translations';
import { translations } from './translations';

export const tillSessionTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(receiptMessages, receiptTranslations),
  catalogueOf(syncPageMessages, syncPageTranslations),
]);
