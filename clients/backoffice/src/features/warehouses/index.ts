/** The warehouses screen: create, rename, (de)activate, choose the default, update stocks; its texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadWarehousesPage = () => import('./WarehousesPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
