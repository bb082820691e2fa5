/**
 * The state of a listing lives in its address, so a filtered page is shareable and the back button
 * undoes a filter: `q` (search), `brand`, `sub`, `line` (ids, repeated), `min`/`max` (whole dinars),
 * `f.<type>` / `a.<type>` (feature and attribute values), `sort`, `size` (12 omitted), `page` (1
 * omitted). Whatever is malformed is dropped, never thrown: a hand-edited or stale link still opens.
 * Any change but the page number goes back to page 1.
 */
import { DEFAULT_PAGE_SIZE, ID_TEXT, PAGE_SIZES, SEARCH_MAX_LENGTH, normaliseDigits } from '@tijara/schema';
import type { PageSize } from '@tijara/schema';

export const SORTS = ['price_asc', 'price_desc'] as const;
export type ListingSort = (typeof SORTS)[number];

/** The repeated keys holding ids. */
export type IdKey = 'brand' | 'sub' | 'line';
export const FEATURE_PREFIX = 'f.';
export const ATTRIBUTE_PREFIX = 'a.';

export interface ValuesSelection {
  /** The feature type or attribute code. */
  readonly type: string;
  readonly values: readonly string[];
}

export interface ListingState {
  readonly q: string;
  readonly brand: readonly number[];
  readonly sub: readonly number[];
  readonly line: readonly number[];
  /** Whole dinars, inclusive; null when open. Never min > max. */
  readonly min: number | null;
  readonly max: number | null;
  readonly features: readonly ValuesSelection[];
  readonly attributes: readonly ValuesSelection[];
  /** null: the server's order (newest first). */
  readonly sort: ListingSort | null;
  readonly size: PageSize;
  /** From 1. */
  readonly page: number;
}

/** More values than anyone ticks: a longer list is a pasted link gone wrong, cut rather than refused. */
const MAX_VALUES = 50;
const MAX_TEXT = 100;
/** A page number no listing reaches (200 x 10,000 products); keeps the variable a sane integer. */
const MAX_PAGE = 10_000;
/** 10 million dinars: above any price, and a whole number of centimes within Int. */
const MAX_DINARS = 10_000_000;

const WHOLE = /^\d{1,8}$/;

function wholeNumber(raw: string | null, pattern: RegExp): number | null {
  if (raw === null) return null;
  const text = normaliseDigits(raw.trim());
  return pattern.test(text) ? Number(text) : null;
}

function ids(params: URLSearchParams, key: IdKey): number[] {
  const found = params.getAll(key).map((raw) => wholeNumber(raw, ID_TEXT));
  return [...new Set(found.filter((id): id is number => id !== null))]
    .sort((a, b) => a - b)
    .slice(0, MAX_VALUES);
}

function texts(raw: readonly string[]): string[] {
  const cleaned = raw
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_TEXT);
  return [...new Set(cleaned)].sort().slice(0, MAX_VALUES);
}

/** `f.<type>=<value>` pairs, by type (sorted, so equal selections make equal variables). */
function selections(params: URLSearchParams, prefix: string): ValuesSelection[] {
  const types = new Set<string>();
  for (const key of params.keys()) {
    const type = key.slice(prefix.length).trim();
    if (key.startsWith(prefix) && type.length > 0 && type.length <= MAX_TEXT)
      types.add(key.slice(prefix.length));
  }
  return [...types]
    .sort()
    .map((type) => ({ type, values: texts(params.getAll(prefix + type)) }))
    .filter((selection) => selection.values.length > 0)
    .slice(0, MAX_VALUES);
}

function priceBounds(params: URLSearchParams): Pick<ListingState, 'min' | 'max'> {
  const cap = (value: number | null) => (value === null || value > MAX_DINARS ? null : value);
  const min = cap(wholeNumber(params.get('min'), WHOLE));
  const max = cap(wholeNumber(params.get('max'), WHOLE));
  // A range upside down says nothing the shopper meant: both are dropped.
  if (min !== null && max !== null && min > max) return { min: null, max: null };
  return { min, max };
}

export function parseListing(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const size = wholeNumber(params.get('size'), WHOLE);
  const page = wholeNumber(params.get('page'), ID_TEXT);
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    brand: ids(params, 'brand'),
    sub: ids(params, 'sub'),
    line: ids(params, 'line'),
    ...priceBounds(params),
    features: selections(params, FEATURE_PREFIX),
    attributes: selections(params, ATTRIBUTE_PREFIX),
    sort: (SORTS as readonly (string | null)[]).includes(sort) ? (sort as ListingSort) : null,
    size: (PAGE_SIZES as readonly (number | null)[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    page: page !== null && page <= MAX_PAGE ? page : 1,
  };
}

/** Whether anything narrows the listing (what "clear all" would remove). */
export function hasNarrowing(state: ListingState): boolean {
  return (
    state.brand.length +
      state.sub.length +
      state.line.length +
      state.features.length +
      state.attributes.length >
      0 ||
    state.min !== null ||
    state.max !== null
  );
}

/** A copy without the page number: every change but paging goes back to page 1. */
function fresh(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next;
}

/** Adds the value to a repeated key, or removes it when there. */
export function toggleValue(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = fresh(params);
  if (!next.getAll(key).includes(value)) {
    next.append(key, value);
    return next;
  }
  // Rebuilt pair by pair, so the other values keep their place in the address.
  return new URLSearchParams([...next].filter(([k, v]) => k !== key || v !== value));
}

/** Sets a single-valued key (sort, size, min, max, q); null or '' removes it. */
export function setValue(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = fresh(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** The price bounds in whole dinars, together (one history entry for both). */
export function setPriceBounds(
  params: URLSearchParams,
  min: number | null,
  max: number | null,
): URLSearchParams {
  const next = fresh(params);
  for (const [key, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** Every narrowing filter removed; the search, sort and page size stay. */
export function clearNarrowing(params: URLSearchParams): URLSearchParams {
  const next = fresh(params);
  for (const key of [...next.keys()]) {
    if (['brand', 'sub', 'line', 'min', 'max'].includes(key)) next.delete(key);
    if (key.startsWith(FEATURE_PREFIX) || key.startsWith(ATTRIBUTE_PREFIX)) next.delete(key);
  }
  return next;
}

/** The address of another page of the same listing ("?brand=3&page=2"; page 1 is omitted). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
