/**
 * Every text of the home, the first route's (messages.ts) and the figures' (board-messages.ts), for
 * the catalogue test (app/i18n/scoped.ts) through the index. Nothing in the app imports it, so the
 * build leaves it out: the figures' translations stay off the first route.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { boardMessages } from './board-messages';
import { boardTranslations } from './board-translations';
import { messages } from './messages';
import { translations } from './translations';

export const fullCatalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(boardMessages, boardTranslations),
]);
