/**
 * The reads of the page an address opens: the shell's (the shop, its menu) and the page's own, as
 * each feature defines them in its reads.ts (a second public face, light enough for the entry), so
 * that the entry starts
 * them all before React draws (data/early-reads.ts). An address no page reads for (checkout, an
 * unknown path) starts only the shell's.
 */
import { matchPath } from 'react-router';
import { StorefrontMenuDocument, StorefrontShopDocument } from '../__generated__/graphql';
import { homeReads } from '../features/home/reads';
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

/** The path as the router matches it (segments decoded), so the page's params and ours are equal. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function pageReads(pathname: string, params: URLSearchParams): CatalogRead[] {
  if (pathname === '/') return homeReads();
  const product = matchPath(routePatterns.product, pathname);
  if (product) return productReads(product.params.productSlug ?? '');
  for (const [pattern, name, param] of SUBJECT_ROUTES) {
    const match = matchPath(pattern, pathname);
    if (match) return subjectReads(name, match.params[param] ?? '', params);
  }
  if (matchPath(routePatterns.featured, pathname)) return listingReads(FEATURED_SCOPE, params);
  if (matchPath(routePatterns.newArrivals, pathname)) return listingReads(NEW_ARRIVALS_SCOPE, params);
  if (matchPath(routePatterns.search, pathname)) return searchReads(params);
  return [];
}

export function routeReads(location: { readonly pathname: string; readonly search: string }): CatalogRead[] {
  return [
    catalogRead(StorefrontShopDocument, {}),
    catalogRead(StorefrontMenuDocument, {}),
    ...pageReads(decodedPath(location.pathname), new URLSearchParams(location.search)),
  ];
}
