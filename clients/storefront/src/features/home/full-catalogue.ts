/** Every text of the home feature, for the catalogue test only (the page and its chunk scope their own). */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { landingMessages } from './landing-messages';
import { landingTranslations } from './landing-translations';
import { laterCatalogue } from './later-catalogue';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  laterCatalogue,
  catalogueOf(landingMessages, landingTranslations),
]);
