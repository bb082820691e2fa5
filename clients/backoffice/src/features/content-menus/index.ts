/** The menu editor: header, footer and other menus of the shop as trees, with the item form. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadContentMenusPage = () => import('./ContentMenusPage');

// Its screen brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
