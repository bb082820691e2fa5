/** The transporter payments screen (cash on delivery handed over by a carrier), with its texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadTransporterPaymentsPage = () => import('./TransporterPaymentsPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
