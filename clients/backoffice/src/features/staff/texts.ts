/**
 * The feature's texts, given by its screens themselves (CatalogueScope): they load with the screen,
 * not with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';
import { vocabularyMessages } from './vocabulary-messages';
import { vocabularyTranslations } from './vocabulary-translations';

export const staffTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(vocabularyMessages, vocabularyTranslations),
]);
