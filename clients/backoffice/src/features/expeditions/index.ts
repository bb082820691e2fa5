/** The internal expedition screens: list, editor and reception, with their texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadExpeditionsPage = () => import('./ExpeditionsPage');
export const loadExpeditionEditor = () => import('./ExpeditionEditor');
export const loadExpeditionReception = () => import('./ExpeditionReception');
export type { ExpeditionRoute, NavigateToExpedition } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
