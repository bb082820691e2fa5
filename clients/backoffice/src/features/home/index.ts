/**
 * The dashboard's home: the shop's settings and the device's sync state, with their texts (on the
 * first route), and the day's figures, a chunk that brings its own texts.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadHomePage = () => import('./HomePage');

/** Its figures, loaded by the screen once drawn, for staff who may see one (see board-loader.tsx). */
export { loadHomeBoard } from './board-loader';

/** The first route's texts (app/i18n/index.ts). */
export const catalogue = catalogueOf(messages, translations);

// Every text of the folder, the figures' too: only the catalogue test reads it (app/i18n/scoped.ts).
export { fullCatalogue } from './full-catalogue';
