/** The promotion screens: list and editor (new or saved), with their texts and vocabulary. */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';
import { vocabularyMessages } from './vocabulary-messages';
import { vocabularyTranslations } from './vocabulary-translations';

export { PromotionsPage } from './PromotionsPage';
export { PromotionEditor } from './PromotionEditor';
export type { PromotionNavigate, PromotionRoute } from './navigation';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(vocabularyMessages, vocabularyTranslations),
]);
