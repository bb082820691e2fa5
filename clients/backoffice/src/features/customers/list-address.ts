/**
 * The customer list's state as the address keeps it (`?q=ferhat&sort=spent&dir=desc&page=2`), so a
 * reload or a shared link shows the same list. Reading is forgiving: a value the screen does not know
 * (an old link, a hand-edited address) falls back to its default. Only what differs from the defaults
 * is written, so the plain list keeps the plain address.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@tijara/schema';
import type { PageSize } from '@tijara/schema';
import { isPageSize } from '../../components/Pager';
import type { CustomerSortField } from '../../__generated__/customers/graphql';

export const SORT_FIELDS = [
  'NAME',
  'ORDERS',
  'SPENT',
  'LAST_ORDER',
] as const satisfies readonly CustomerSortField[];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

export interface CustomerListState {
  readonly search: string;
  readonly sortBy: CustomerSortField;
  readonly descending: boolean;
  readonly page: number;
  readonly pageSize: PageSize;
}

const DEFAULTS: CustomerListState = {
  search: '',
  sortBy: 'NAME',
  descending: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/**
 * How a column reads first: names A to Z, figures biggest (or latest) first, since "who buys the
 * most" and "who came last" are what a shop asks its customer list.
 */
export function naturallyDescending(field: CustomerSortField): boolean {
  return field !== 'NAME';
}

/** Sorting by a new column reads it its natural way; the same column flips. */
export function nextSort(state: CustomerListState, field: CustomerSortField) {
  return {
    sortBy: field,
    descending: state.sortBy === field ? !state.descending : naturallyDescending(field),
  };
}

/** A text the server searches with: from 3 characters (the spec's customer search threshold). */
export function isSearchable(text: string): boolean {
  const { length } = text.trim();
  return length === 0 || (length >= SEARCH_MIN_LENGTH && length <= SEARCH_MAX_LENGTH);
}

function positive(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export function readListState(params: URLSearchParams): CustomerListState {
  const sort = params.get('sort')?.toUpperCase() ?? '';
  const sortBy = (SORT_FIELDS as readonly string[]).includes(sort)
    ? (sort as CustomerSortField)
    : DEFAULTS.sortBy;
  const dir = params.get('dir');
  const size = positive(params.get('size')) ?? 0;
  const search = (params.get('q') ?? '').trim();
  return {
    search: isSearchable(search) ? search : '',
    sortBy,
    descending: dir === 'desc' ? true : dir === 'asc' ? false : naturallyDescending(sortBy),
    page: positive(params.get('page')) ?? 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeListState(state: CustomerListState): URLSearchParams {
  const entries: [string, string | null][] = [
    ['q', state.search || null],
    ['sort', state.sortBy === DEFAULTS.sortBy ? null : state.sortBy.toLowerCase()],
    [
      'dir',
      state.descending === naturallyDescending(state.sortBy) ? null : state.descending ? 'desc' : 'asc',
    ],
    ['page', state.page === 1 ? null : String(state.page)],
    ['size', state.pageSize === DEFAULT_PAGE_SIZE ? null : String(state.pageSize)],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The query's variables: the search only when there is one. */
export function listVariables(state: CustomerListState) {
  return {
    ...(state.search ? { search: state.search } : {}),
    sortBy: state.sortBy,
    descending: state.descending,
    page: state.page,
    pageSize: state.pageSize,
  };
}
