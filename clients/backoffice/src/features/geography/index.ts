/** The delivery areas screen (wilayas and communes, read from the device first), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadGeographyPage = () => import('./GeographyPage');

export const catalogue = catalogueOf(messages, translations);
