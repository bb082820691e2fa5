/** The dashboard's home: the shop's settings and the device's sync state, with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadHomePage = () => import('./HomePage');

export const catalogue = catalogueOf(messages, translations);
