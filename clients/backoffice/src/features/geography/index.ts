/** The delivery areas screen (wilayas and communes, read from the device first), with its texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadGeographyPage = () => import('./GeographyPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
