/**
 * The feature's texts, given by its screens themselves (CatalogueScope): they load with the screen,
 * not with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { brandMessages } from './brand-messages';
import { brandTranslations } from './brand-translations';
import { categoryMessages } from './category-messages';
import { categoryTranslations } from './category-translations';
import { listsMessages } from './lists-messages';
import { listsTranslations } from './lists-translations';
import { messages } from './messages';
import { translations } from './translations';
import { valuesMessages } from './values-messages';
import { valuesTranslations } from './values-translations';

export const taxonomyTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(categoryMessages, categoryTranslations),
  catalogueOf(brandMessages, brandTranslations),
  catalogueOf(listsMessages, listsTranslations),
  catalogueOf(valuesMessages, valuesTranslations),
]);
