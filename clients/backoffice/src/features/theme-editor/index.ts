/** The theme editor: the shop's ten colour variables with a live preview (not the back office's own light/dark). */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadThemeEditorPage = () => import('./ThemeEditorPage');

// Its screen brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
