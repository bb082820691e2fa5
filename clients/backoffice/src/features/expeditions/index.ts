/** The internal expedition screens: list, editor and reception, with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadExpeditionsPage = () => import('./ExpeditionsPage');
export const loadExpeditionEditor = () => import('./ExpeditionEditor');
export const loadExpeditionReception = () => import('./ExpeditionReception');
export type { ExpeditionRoute, NavigateToExpedition } from './navigation';

export const catalogue = catalogueOf(messages, translations);
