/**
 * The feature's texts, given by its screens themselves (CatalogueScope): they load with the screen,
 * not with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages, refusalMessages } from './messages';
import { refusalTranslations, translations } from './translations';

export const productPackTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(refusalMessages, refusalTranslations),
]);
