/** The promotion screens: list and editor (new or saved), with their texts and vocabulary. */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';
import { vocabularyMessages } from './vocabulary-messages';
import { vocabularyTranslations } from './vocabulary-translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadPromotionsPage = () => import('./PromotionsPage');
export const loadPromotionEditor = () => import('./PromotionEditor');
export type { PromotionNavigate, PromotionRoute } from './navigation';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(vocabularyMessages, vocabularyTranslations),
]);
