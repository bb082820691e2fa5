/**
 * The feature's own texts for the catalogue test (app/i18n/scoped.ts), through the index. Not
 * texts.ts: a module the index and a screen both import would be put in the first chunk.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { blockMessages, typeMessages } from './block-messages';
import { blockTranslations, typeTranslations } from './block-translations';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(blockMessages, blockTranslations),
  catalogueOf(typeMessages, typeTranslations),
]);
