/**
 * The figures' texts, given by the figures' chunk itself (CatalogueScope in HomeBoard): they load
 * with it, not with the first route. The index re-exports them (full-catalogue.ts) for the catalogue
 * test only.
 */
import { catalogueOf } from '@tijara/shared';
import { boardMessages } from './board-messages';
import { boardTranslations } from './board-translations';

export const boardTexts = catalogueOf(boardMessages, boardTranslations);
