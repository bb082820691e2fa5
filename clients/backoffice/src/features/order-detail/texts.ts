/**
 * The page's texts, given by its screen itself (CatalogueScope): they load with the screen, not with
 * the back office's first page. The order vocabulary's come with its own chunk (vocabulary.ts). The
 * index re-exports catalogue.ts, not this, for the catalogue test.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { actionMessages } from './action-messages';
import { actionTranslations } from './action-translations';
import { messages } from './messages';
import { translations } from './translations';

export const orderDetailTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(actionMessages, actionTranslations),
]);
