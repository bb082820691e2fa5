/** The promotion screens: list and editor (new or saved), with their texts and vocabulary. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadPromotionsPage = () => import('./PromotionsPage');
export const loadPromotionEditor = () => import('./PromotionEditor');
export type { PromotionNavigate, PromotionRoute } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
