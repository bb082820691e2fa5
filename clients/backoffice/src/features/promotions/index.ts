/** The promotion screens: list and editor (new or saved), with their texts. */
export { PromotionsPage } from './PromotionsPage';
export { PromotionEditor } from './PromotionEditor';
export type { PromotionNavigate, PromotionRoute } from './navigation';
export { messages } from './messages';
export { vocabularyMessages } from './vocabulary-messages';
export { translations } from './translations';
