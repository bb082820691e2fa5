/**
 * The feature's texts, given by its screen itself (CatalogueScope): they load with the screen, not
 * with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { formMessages, keyMessages } from './form-messages';
import { formTranslations, keyTranslations } from './form-translations';
import { messages } from './messages';
import { translations } from './translations';

export const contentMenusTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(formMessages, formTranslations),
  catalogueOf(keyMessages, keyTranslations),
]);
