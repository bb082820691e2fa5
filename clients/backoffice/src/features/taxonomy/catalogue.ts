/**
 * The feature's texts for the catalogue test (app/i18n/scoped.ts), through the index. Not texts.ts:
 * a module the index (on the first route, for the screen's loader) and a screen both import would
 * be put in the first chunk; this one nothing in the app uses, so the build leaves it out.
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

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(categoryMessages, categoryTranslations),
  catalogueOf(brandMessages, brandTranslations),
  catalogueOf(listsMessages, listsTranslations),
  catalogueOf(valuesMessages, valuesTranslations),
]);
