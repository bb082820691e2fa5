/**
 * What the blog pages read, apart from their components, so the entry can start it before the
 * page's chunk arrives (app/route-reads.ts): a post by its slug, a category's page of posts.
 */
import { BlogCategoryDocument, BlogPostDocument } from '../../__generated__/graphql';
import type { BlogCategoryQueryVariables } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';

/** Posts on a category's page (the server's default, spec §9's page size). */
export const BLOG_PAGE_SIZE = 12;

/** The page asked by the address (`?page=`): a whole number from 1, else the first. */
export function blogPageOf(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

export const blogCategoryVariables = (slug: string, page: number): BlogCategoryQueryVariables => ({
  slug,
  page,
  pageSize: BLOG_PAGE_SIZE,
});

export const blogPostReads = (slug: string): CatalogRead[] => [catalogRead(BlogPostDocument, { slug })];

export const blogCategoryReads = (slug: string, params: URLSearchParams): CatalogRead[] => [
  catalogRead(BlogCategoryDocument, blogCategoryVariables(slug, blogPageOf(params))),
];
