/**
 * The content screens (pages and blocks, CMS pages, blog) behind one small chunk: the router's first
 * route names one loader instead of seven, each of which carried the list of chunks its screen
 * preloads (the dashboard's first route is measured to the byte). Each screen stays a chunk of its
 * own, loaded when this one first draws it, inside the route's loading box.
 */
import { lazy } from 'react';
import { loadBlogCategoriesPage, loadBlogPostEditor, loadBlogPostsPage } from '../blog-editor';
import { loadCmsPageEditor, loadCmsPagesPage } from '../cms-pages';

export const ContentPagesPage = lazy(() =>
  import('./ContentPagesPage').then((module) => ({ default: module.ContentPagesPage })),
);
export const PageEditor = lazy(() =>
  import('./PageEditor').then((module) => ({ default: module.PageEditor })),
);
export const CmsPagesPage = lazy(() =>
  loadCmsPagesPage().then((module) => ({ default: module.CmsPagesPage })),
);
export const CmsPageEditor = lazy(() =>
  loadCmsPageEditor().then((module) => ({ default: module.CmsPageEditor })),
);
export const BlogPostsPage = lazy(() =>
  loadBlogPostsPage().then((module) => ({ default: module.BlogPostsPage })),
);
export const BlogPostEditor = lazy(() =>
  loadBlogPostEditor().then((module) => ({ default: module.BlogPostEditor })),
);
export const BlogCategoriesPage = lazy(() =>
  loadBlogCategoriesPage().then((module) => ({ default: module.BlogCategoriesPage })),
);
