/**
 * A CMS page (/page/{slug}, where the server's menu links for Cms items lead): its title and body,
 * routed lazily by app/routes.tsx with its texts (CatalogueScope).
 */
export const loadCmsPage = () => import('./CmsPage');

/** For the catalogue test only: the page scopes its own texts. */
export { catalogue } from './catalogue';
