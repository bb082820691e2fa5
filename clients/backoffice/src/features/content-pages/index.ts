/** The home and landing pages: their list, and each page's block editor with its preview. */

/**
 * Every content screen (these, the CMS pages' and the blog's), loaded with the first of their routes
 * (app/routes.tsx): one small chunk of lazy screens, so the first route names one loader, not seven.
 */
export const loadContentScreens = () => import('./content-screens');
export type { ContentPagesNavigate, ContentPagesRoute } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
