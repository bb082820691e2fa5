/**
 * What each listing page reads, apart from its components, so the entry can start those reads before
 * the listings' chunk arrives (app/route-reads.ts) and the pages ask exactly the same questions: the
 * subject named in the address (its kind and scope), then one page of cards and the filters of the
 * scope narrowed by the address.
 */
import { SEARCH_MIN_LENGTH, idFromText } from '@tijara/schema';
import { CatalogPageDocument, ProductFiltersDocument, ProductsDocument } from '../../__generated__/graphql';
import type { CatalogPageKind, CatalogPageQueryVariables } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';
import { filterOf, productsVariables } from './listing-filter';
import type { ListingScope } from './listing-filter';
import { parseListing } from './listing-url';

export type SubjectName = 'category' | 'brand' | 'brandLine' | 'collection' | 'promotion';

interface Subject {
  readonly kind: CatalogPageKind;
  /** The scope of the subject named `id` in the address; null when `id` cannot name one. */
  readonly scope: (id: string) => ListingScope | null;
}

export const SUBJECTS: Readonly<Record<SubjectName, Subject>> = {
  category: { kind: 'CATEGORY', scope: (slug) => ({ categorySlug: slug }) },
  brand: { kind: 'BRAND', scope: (slug) => ({ brandSlug: slug }) },
  brandLine: { kind: 'BRAND_LINE', scope: (slug) => ({ brandLineSlug: slug }) },
  collection: { kind: 'COLLECTION', scope: (slug) => ({ collectionSlug: slug }) },
  promotion: {
    kind: 'PROMOTION',
    // A promotion is named by its id: anything else cannot be one.
    scope: (id) => {
      const promotionId = idFromText(id);
      return promotionId === null ? null : { promotionId };
    },
  },
};

export const FEATURED_SCOPE: ListingScope = { featured: true };
export const NEW_ARRIVALS_SCOPE: ListingScope = { newArrivals: true };

/** The search's scope, once the text is long enough to ask. */
export const searchScope = (q: string): ListingScope | null =>
  q.length >= SEARCH_MIN_LENGTH ? { search: q } : null;

export const subjectVariables = (name: SubjectName, id: string): CatalogPageQueryVariables => ({
  kind: SUBJECTS[name].kind,
  slug: id,
});

/** One page of cards and the filters, for a scope narrowed by the address's parameters. */
export function listingReads(scope: ListingScope, params: URLSearchParams): CatalogRead[] {
  const state = parseListing(params);
  return [
    catalogRead(ProductsDocument, productsVariables(scope, state)),
    catalogRead(ProductFiltersDocument, { filter: filterOf(scope, state) }),
  ];
}

/** The search page: its listing once the text in `q` is long enough to ask, nothing before. */
export function searchReads(params: URLSearchParams): CatalogRead[] {
  const scope = searchScope(parseListing(params).q);
  return scope ? listingReads(scope, params) : [];
}

/** A subject's page: the subject, then its listing; nothing when the address cannot name one. */
export function subjectReads(name: SubjectName, id: string, params: URLSearchParams): CatalogRead[] {
  const scope = SUBJECTS[name].scope(id);
  if (!scope) return [];
  return [catalogRead(CatalogPageDocument, subjectVariables(name, id)), ...listingReads(scope, params)];
}
