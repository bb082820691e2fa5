/**
 * The list's texts, given by its screen itself (CatalogueScope): they load with the screen, not with
 * the back office's first page. The vocabulary's come with vocabulary.tsx (shared with the order's
 * page). The index re-exports catalogue.ts, not this, for the catalogue test.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { delayMessages } from './delay-messages';
import { delayTranslations } from './delay-translations';
import { messages } from './messages';
import { translations } from './translations';

export const ordersTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(delayMessages, delayTranslations),
]);
