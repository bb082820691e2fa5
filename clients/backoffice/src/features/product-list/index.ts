/** The product list: filters, sortable columns, pages, bulk activation; readable offline from its last visit. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadProductListPage = () => import('./ProductListPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
