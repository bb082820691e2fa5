/**
 * What a listing asks for, whoever asks (the legacy REST listings or the GraphQL `products` query):
 * the scope (category, brand, brand line, collection, featured, new arrivals), the narrowing filters,
 * the sort and the page. Facets (filterData) depend on the scope only, never on the filters, so a
 * shopper narrowing a listing still sees every option of it.
 */
import type { PageSize } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';

export { checkSearch } from '../../../core/search-text';
import type { EntityRef } from './entity-ref';

export interface ListingScope {
  /** Listed with its sub-categories (main category or any further category of the product). */
  readonly category?: EntityRef;
  readonly brand?: EntityRef;
  readonly brandLine?: EntityRef;
  readonly collection?: EntityRef;
  /** A live promotion (by id or uuid): the products it reaches. */
  readonly promotion?: EntityRef;
  readonly featured?: boolean;
  readonly onSale?: boolean;
  /** Created in the last NEW_ARRIVALS_DAYS days, else the NEW_ARRIVALS_FALLBACK latest. */
  readonly newArrivals?: boolean;
}

/** Values per type (a feature type or attribute code); a product matches one of them, any language. */
export interface ValuesFilter {
  readonly type: string;
  readonly values: readonly string[];
}

export interface ListingFilter {
  /** Each an id, a slug or a name (case-insensitive, any language). */
  readonly brands?: readonly string[];
  readonly subCategories?: readonly string[];
  readonly brandLines?: readonly string[];
  readonly features?: readonly ValuesFilter[];
  readonly attributes?: readonly ValuesFilter[];
  /** Centimes in the request's price basis, inclusive. */
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly search?: string;
}

export const LISTING_SORTS = ['default', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * Which price filters and price sorts read: the legacy listings filter on the legacy effective price
 * (HT, what their cards show), the GraphQL query on TTC (what shoppers pay).
 */
export type PriceBasis = 'ht' | 'ttc';

export interface PageRequest {
  readonly page: number;
  readonly size: PageSize;
}

export interface ListingRequest {
  readonly scope: ListingScope;
  readonly filter: ListingFilter;
  readonly sort: ListingSort;
  /** Absent: the whole listing (the legacy clients filter and page it themselves). */
  readonly page?: PageRequest;
  readonly priceBasis: PriceBasis;
}

export const NEW_ARRIVALS_DAYS = 90;
export const NEW_ARRIVALS_FALLBACK = 200;
/** Values per filter parameter: enough for any sidebar, small enough to bound the statement. */
export const MAX_FILTER_VALUES = 50;

export function checkSort(field: string, value: string): ListingSort {
  const sort = LISTING_SORTS.find((allowed) => allowed === value);
  if (sort === undefined) {
    throw new BadUserInputError(
      { [field]: [`must be one of ${LISTING_SORTS.join(', ')}`] },
      `Invalid ${field}`,
    );
  }
  return sort;
}

/** Trimmed, non-empty, at most MAX_FILTER_VALUES values. */
export function checkValues(field: string, values: readonly string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value !== '');
  if (kept.length > MAX_FILTER_VALUES || kept.some((value) => value.length > 200)) {
    throw new BadUserInputError(
      { [field]: [`at most ${MAX_FILTER_VALUES} values of at most 200 characters`] },
      `Invalid ${field}`,
    );
  }
  return kept;
}

/** Price bounds in centimes: whole, not negative, min not above max. */
export function checkPriceRange(min: number | undefined, max: number | undefined, fields: [string, string]) {
  for (const [field, value] of [
    [fields[0], min],
    [fields[1], max],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
      throw new BadUserInputError({ [field]: ['must be a price of 0 or more'] }, `Invalid ${field}`);
    }
  }
  if (min !== undefined && max !== undefined && min > max) {
    throw new BadUserInputError({ [fields[1]]: [`must not be below ${fields[0]}`] }, `Invalid ${fields[1]}`);
  }
}
