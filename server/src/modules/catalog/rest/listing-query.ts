/**
 * The legacy listings' query string. Without any of the parameters below the whole listing is
 * answered (the legacy client filters and pages it itself). With any of them the server filters,
 * sorts and pages:
 *   page (from 1), pageSize (12, 24, 50, 100, 200; default 12), sort (default|price_asc|price_desc),
 *   brands, subCategories, brandlines (ids, slugs or names; repeated or comma-separated),
 *   features[type]=value, attributes[type]=value (repeated or comma-separated values),
 *   priceMin, priceMax (HT dinars, at most 2 decimals, inclusive), q (text in names and SKUs).
 * Unknown parameters are ignored (cache busters), so they do not split the response cache either.
 */
import { DEFAULT_PAGE_SIZE } from '@tijara/schema';
import { checkPage, checkPageSize } from '../../../core/pagination';
import { BadUserInputError } from '../../../core/errors';
import { checkPriceRange, checkSearch, checkSort, checkValues } from '../storefront';
import type {
  ListingFilter,
  ListingRequest,
  ListingScope,
  ValuesFilter,
} from '../storefront/listing-request';

type Query = Readonly<Record<string, unknown>>;

const LIST_KEYS = ['brands', 'subCategories', 'brandlines'] as const;
const SCALAR_KEYS = ['page', 'pageSize', 'sort', 'priceMin', 'priceMax', 'q'] as const;
const GROUPED = /^(features|attributes)\[([^\]]*)\]$/;
const TYPE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

function strings(query: Query, key: string): string[] {
  const raw = query[key];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.flatMap((item) => (typeof item === 'string' ? item.split(',') : []));
}

function scalar(query: Query, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string')
    throw new BadUserInputError({ [key]: ['must be given once'] }, `Invalid ${key}`);
  return raw;
}

function wholeNumber(query: Query, key: string): number | undefined {
  const raw = scalar(query, key);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw))
    throw new BadUserInputError({ [key]: ['must be a whole number'] }, `Invalid ${key}`);
  return Number(raw);
}

/** Dinars with at most 2 decimals to centimes, exactly (no floating point). */
function dinars(query: Query, key: string): number | undefined {
  const raw = scalar(query, key);
  if (raw === undefined) return undefined;
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  if (!match) {
    throw new BadUserInputError(
      { [key]: ['must be an amount in dinars (at most 2 decimals)'] },
      `Invalid ${key}`,
    );
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function grouped(query: Query, group: 'features' | 'attributes'): ValuesFilter[] {
  const filters: ValuesFilter[] = [];
  for (const key of Object.keys(query)) {
    const match = GROUPED.exec(key);
    if (!match || match[1] !== group) continue;
    const type = match[2] ?? '';
    if (!TYPE_CODE.test(type))
      throw new BadUserInputError({ [key]: ['unknown type code'] }, `Invalid ${group}`);
    const values = checkValues(key, strings(query, key));
    if (values.length) filters.push({ type, values });
  }
  return filters.sort((a, b) => a.type.localeCompare(b.type));
}

/** Whether the query asks the server to filter, sort or page. */
export function asksServerListing(query: Query): boolean {
  return Object.keys(query).some(
    (key) =>
      (SCALAR_KEYS as readonly string[]).includes(key) ||
      (LIST_KEYS as readonly string[]).includes(key) ||
      GROUPED.test(key),
  );
}

function filterOf(query: Query): ListingFilter {
  const priceMin = dinars(query, 'priceMin');
  const priceMax = dinars(query, 'priceMax');
  checkPriceRange(priceMin, priceMax, ['priceMin', 'priceMax']);
  const list = (key: string) => {
    const values = checkValues(key, strings(query, key));
    return values.length ? values : undefined;
  };
  return {
    brands: list('brands'),
    subCategories: list('subCategories'),
    brandLines: list('brandlines'),
    features: grouped(query, 'features'),
    attributes: grouped(query, 'attributes'),
    priceMin,
    priceMax,
    search: checkSearch('q', scalar(query, 'q')),
  };
}

export function legacyListingRequest(scope: ListingScope, query: Query): ListingRequest {
  if (!asksServerListing(query)) return { scope, filter: {}, sort: 'default', priceBasis: 'ht' };
  const sortText = scalar(query, 'sort');
  return {
    scope,
    filter: filterOf(query),
    sort: sortText === undefined ? 'default' : checkSort('sort', sortText),
    page: {
      page: checkPage('page', wholeNumber(query, 'page') ?? 1),
      size: checkPageSize('pageSize', wholeNumber(query, 'pageSize') ?? DEFAULT_PAGE_SIZE),
    },
    priceBasis: 'ht',
  };
}
