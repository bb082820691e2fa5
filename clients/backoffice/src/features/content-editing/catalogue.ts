/** The feature's texts for the catalogue test (app/i18n/scoped.ts): the same as texts.ts, another module. */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { refusalMessages } from './refusal-messages';
import { refusalTranslations, translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(refusalMessages, refusalTranslations),
]);
