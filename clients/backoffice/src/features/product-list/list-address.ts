/**
 * The product list's state as the address keeps it (`?q=lait&category=4&active=1&sort=price&dir=asc`),
 * so a reload or a shared link shows the same list. Reading is forgiving: a value the screen does not
 * know (an old link, a hand-edited address) falls back to its default instead of failing the screen.
 * Only what differs from the defaults is written, so the plain list keeps the plain address.
 */
import type { PageSize } from '@tijara/schema';
import { isPageSize } from '../../components/Pager';
import type { AdminProductSortField, ProductStatus } from '../../__generated__/product-list/graphql';

export const SORT_FIELDS = ['CREATED', 'ID', 'NAME', 'CATEGORY', 'BRAND', 'ACTIVE', 'PRICE'] as const;
export const STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const satisfies readonly ProductStatus[];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

/** A yes / no filter: '' when the reader wants both. */
export type Flag = '' | 'yes' | 'no';

export interface ProductListState {
  readonly search: string;
  readonly categoryId: number | null;
  readonly brandId: number | null;
  readonly active: Flag;
  readonly onSale: Flag;
  readonly featured: Flag;
  readonly status: ProductStatus | '';
  readonly sortBy: AdminProductSortField;
  readonly descending: boolean;
  readonly page: number;
  readonly pageSize: PageSize;
}

/** The fields that narrow the list: changing one starts again at page 1. */
export type ProductFilters = Pick<
  ProductListState,
  'search' | 'categoryId' | 'brandId' | 'active' | 'onSale' | 'featured' | 'status'
>;

export const NO_FILTERS: ProductFilters = {
  search: '',
  categoryId: null,
  brandId: null,
  active: '',
  onSale: '',
  featured: '',
  status: '',
};

/** Newest first, as the server answers without a sort. */
const DEFAULTS: ProductListState = {
  ...NO_FILTERS,
  sortBy: 'CREATED',
  descending: true,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** A positive whole number written in the address, else null. */
function positive(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

function flagOf(value: string | null): Flag {
  return value === '1' ? 'yes' : value === '0' ? 'no' : '';
}

function pageSizeOf(value: string | null): PageSize {
  const size = positive(value) ?? 0;
  return isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Without a direction, each sort reads its natural way: newest first, the others A to Z. */
const naturallyDescending = (sortBy: AdminProductSortField) => sortBy === 'CREATED';

export function readListState(params: URLSearchParams): ProductListState {
  const sortBy = oneOf(SORT_FIELDS, params.get('sort')?.toUpperCase() ?? null) ?? DEFAULTS.sortBy;
  const dir = params.get('dir');
  return {
    search: params.get('q')?.trim() ?? '',
    categoryId: positive(params.get('category')),
    brandId: positive(params.get('brand')),
    active: flagOf(params.get('active')),
    onSale: flagOf(params.get('onSale')),
    featured: flagOf(params.get('featured')),
    status: oneOf(STATUSES, params.get('status')?.toUpperCase() ?? null) ?? '',
    sortBy,
    descending: dir === 'desc' || (dir !== 'asc' && naturallyDescending(sortBy)),
    page: positive(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('size')),
  };
}

const flagText = (flag: Flag) => (flag === 'yes' ? '1' : flag === 'no' ? '0' : null);

export function writeListState(state: ProductListState): URLSearchParams {
  const entries: [string, string | null][] = [
    ['q', state.search || null],
    ['category', state.categoryId === null ? null : String(state.categoryId)],
    ['brand', state.brandId === null ? null : String(state.brandId)],
    ['active', flagText(state.active)],
    ['onSale', flagText(state.onSale)],
    ['featured', flagText(state.featured)],
    ['status', state.status ? state.status.toLowerCase() : null],
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

export function isFiltered(state: ProductFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof ProductFilters)[]).some((key) => state[key] !== NO_FILTERS[key]);
}

/** The query's variables: only the filters set (an unset one is left out, not sent as null). */
export function listVariables(state: ProductListState) {
  const filter = {
    ...(state.search ? { search: state.search } : {}),
    ...(state.categoryId === null ? {} : { categoryId: state.categoryId }),
    ...(state.brandId === null ? {} : { brandId: state.brandId }),
    ...(state.active ? { active: state.active === 'yes' } : {}),
    ...(state.onSale ? { onSale: state.onSale === 'yes' } : {}),
    ...(state.featured ? { featured: state.featured === 'yes' } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    sortBy: state.sortBy,
    descending: state.descending,
    page: state.page,
    pageSize: state.pageSize,
  };
}
