/**
 * The blog: a post's page (/blog/{slug}) and a category's page of posts (/blog/categories/{slug}),
 * each routed lazily by app/routes.tsx with its texts (CatalogueScope); and the post tile the home's
 * blog modules and the category page share (no texts of its own).
 */
export const loadBlogPostPage = () => import('./BlogPostPage');
export const loadBlogCategoryPage = () => import('./BlogCategoryPage');

export { BlogPostTile, BLOG_TILE_IMAGE } from './BlogPostTile';
export type { BlogPostCard } from './BlogPostTile';

/** For the catalogue test only: the pages scope their own texts. */
export { catalogue } from './catalogue';
