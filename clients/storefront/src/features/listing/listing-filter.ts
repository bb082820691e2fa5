/**
 * From a listing's subject and its address to the GraphQL variables: the subject scopes (a category,
 * a brand, a promotion...), the address narrows (brands, sub-categories, lines, price, features,
 * attributes). `productFilters` gets the same filter: the server counts each option against the
 * other narrowing filters, and the price range over the scope.
 */
import type { ProductFilter, ProductSort, ProductsQueryVariables } from '../../__generated__/graphql';
import type { ListingSort, ListingState, ValuesSelection } from './listing-url';

/** The scoping part of a filter (categorySlug, brandSlug, promotionId, featured, search...). */
export type ListingScope = Pick<
  ProductFilter,
  | 'categorySlug'
  | 'brandSlug'
  | 'brandLineSlug'
  | 'collectionSlug'
  | 'promotionId'
  | 'featured'
  | 'newArrivals'
  | 'search'
>;

const CENTIMES_PER_DINAR = 100;

const SORT: Readonly<Record<ListingSort, ProductSort>> = { price_asc: 'PRICE_ASC', price_desc: 'PRICE_DESC' };

const nonEmpty = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

const valuesFilter = (selections: readonly ValuesSelection[]) =>
  nonEmpty(selections.map(({ type, values }) => ({ type, values: [...values] })));

export function filterOf(scope: ListingScope, state: ListingState): ProductFilter {
  return {
    ...scope,
    brandIds: nonEmpty(state.brand),
    subCategoryIds: nonEmpty(state.sub),
    brandLineIds: nonEmpty(state.line),
    priceMin: state.min === null ? undefined : state.min * CENTIMES_PER_DINAR,
    priceMax: state.max === null ? undefined : state.max * CENTIMES_PER_DINAR,
    features: valuesFilter(state.features),
    attributes: valuesFilter(state.attributes),
  };
}

export function productsVariables(scope: ListingScope, state: ListingState): ProductsQueryVariables {
  return {
    filter: filterOf(scope, state),
    sort: state.sort ? SORT[state.sort] : 'DEFAULT',
    page: state.page,
    pageSize: state.size,
  };
}

/** Centimes to whole dinars for the price inputs: the low bound rounded down, the high one up. */
export const dinarsDown = (centimes: number) => Math.floor(centimes / CENTIMES_PER_DINAR);
export const dinarsUp = (centimes: number) => Math.ceil(centimes / CENTIMES_PER_DINAR);
