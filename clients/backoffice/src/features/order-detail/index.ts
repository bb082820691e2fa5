/** One order: lines, delivery, payments, history and the actions staff may take; its printable slip. */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadOrderDetailPage = () => import('./OrderDetailPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
