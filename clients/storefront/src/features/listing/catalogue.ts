/**
 * The feature's texts in fr, en and ar: a face of the feature of its own, which the first route never
 * imports (its index gives the French alone), for the chunk that brings a language's texts
 * (app/i18n/translated.ts) and the catalogue test.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { filterMessages } from './filter-messages';
import { messages } from './messages';
import { filterTranslations } from './filter-translations';
import { translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(filterMessages, filterTranslations),
]);
