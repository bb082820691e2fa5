/** The stock screen: levels per warehouse, adding stock, movements and the stock check; with its texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadStockPage = () => import('./StockPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
