/** The blog: its posts (list with search and pages, editor) and its categories. */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadBlogPostsPage = () => import('./BlogPostsPage');
export const loadBlogPostEditor = () => import('./BlogPostEditor');
export const loadBlogCategoriesPage = () => import('./BlogCategoriesPage');
export type { BlogNavigate, BlogRoute } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
