/** The CMS pages (delivery, terms of sale…): their list and their editor (new or saved). */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadCmsPagesPage = () => import('./CmsPagesPage');
export const loadCmsPageEditor = () => import('./CmsPageEditor');
export type { CmsPagesNavigate, CmsPagesRoute } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
