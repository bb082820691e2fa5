/**
 * The reads of the page an address opens: the shell's (the shop, its header and footer menus) and
 * the page's own, as each feature defines them in its reads.ts (a second public face, light enough
 * for the entry), so that the entry starts them all before React draws (data/early-reads.ts). An
 * address no page reads for (checkout, an unknown path) starts only the shell's. The categories
 * (StorefrontMenu) are not among them: the header asks them only while staff have composed no header
 * menu, the home only for its default modules.
 */
import { matchRoutes } from 'react-router';
import type { Params } from 'react-router';
import { StorefrontNavigationDocument, StorefrontShopDocument } from '../__generated__/graphql';
import { blogCategoryReads, blogPostReads } from '../features/blog/reads';
import { cmsPageReads } from '../features/cms-page/reads';
import { homeReads, landingReads } from '../features/home/reads';
import {
  FEATURED_SCOPE,
  NEW_ARRIVALS_SCOPE,
  listingReads,
  searchReads,
  subjectReads,
} from '../features/listing/reads';
import type { SubjectName } from '../features/listing/reads';
import { productReads } from '../features/product-page/reads';
import { catalogRead } from './data/early-reads';
import type { CatalogRead } from './data/early-reads';
import { routePatterns } from './paths';

const SUBJECT_ROUTES: readonly (readonly [string, SubjectName, 'slug' | 'id'])[] = [
  [routePatterns.category, 'category', 'slug'],
  [routePatterns.brand, 'brand', 'slug'],
  [routePatterns.brandLine, 'brandLine', 'slug'],
  [routePatterns.collection, 'collection', 'slug'],
  [routePatterns.promotion, 'promotion', 'id'],
];

/** The params of `pattern` at `pathname`, decoded as the router decodes them; null when it does not match. */
function paramsAt(pattern: string, pathname: string): Params<string> | null {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? null;
}

function pageReads(pathname: string, params: URLSearchParams): CatalogRead[] {
  if (pathname === '/') return homeReads();
  const product = paramsAt(routePatterns.product, pathname);
  if (product) return productReads(product.productSlug ?? '');
  for (const [pattern, name, param] of SUBJECT_ROUTES) {
    const match = paramsAt(pattern, pathname);
    if (match) return subjectReads(name, match[param] ?? '', params);
  }
  if (paramsAt(routePatterns.featured, pathname)) return listingReads(FEATURED_SCOPE, params);
  if (paramsAt(routePatterns.newArrivals, pathname)) return listingReads(NEW_ARRIVALS_SCOPE, params);
  if (paramsAt(routePatterns.search, pathname)) return searchReads(params);
  const blogCategory = paramsAt(routePatterns.blogCategory, pathname);
  if (blogCategory) return blogCategoryReads(blogCategory.slug ?? '', params);
  const blogPost = paramsAt(routePatterns.blogPost, pathname);
  if (blogPost) return blogPostReads(blogPost.slug ?? '');
  const cmsPage = paramsAt(routePatterns.cmsPage, pathname);
  if (cmsPage) return cmsPageReads(cmsPage.slug ?? '');
  const landing = paramsAt(routePatterns.landing, pathname);
  if (landing) return landingReads(landing.slug ?? '');
  return [];
}

export function routeReads(location: { readonly pathname: string; readonly search: string }): CatalogRead[] {
  return [
    catalogRead(StorefrontShopDocument, {}),
    catalogRead(StorefrontNavigationDocument, {}),
    ...pageReads(location.pathname, new URLSearchParams(location.search)),
  ];
}
