/**
 * The feature's texts for the catalogue test (app/i18n/scoped.ts), through the index. Not texts.ts:
 * a module the index (on the first route, for the sync screen's loader) and a screen both import
 * would be put in the first chunk; this one nothing in the app uses, so the build leaves it out.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { receiptMessages } from './receipt-messages';
import { receiptTranslations } from './receipt-translations';
import { syncPageMessages } from './sync-page-messages';
import { syncPageTranslations } from './sync-page-translations';
import { translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(receiptMessages, receiptTranslations),
  catalogueOf(syncPageMessages, syncPageTranslations),
]);
