/** Customers: the list with search, and one customer's orders, totals and segments. */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadCustomersPage = () => import('./CustomersPage');
export const loadCustomerDetailPage = () => import('./CustomerDetailPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
