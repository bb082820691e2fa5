/** The taxonomy screens: categories (tree), brands with logos, brand lines, collections, tags, features and attributes with their values, suppliers. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadTaxonomyPage = () => import('./TaxonomyPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
