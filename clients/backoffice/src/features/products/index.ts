/** The product editor (tabs) and the creation wizard, with their texts. */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadProductEditor = () => import('./ProductEditor');
export const loadProductWizard = () => import('./ProductWizard');

export type { ProductEditorProps } from './product-editor-props';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
