/**
 * Reading the orders list's query string (list-query.ts writes it). Forgiving: a value the list does
 * not know (an old link, a hand-edited address) is dropped, never an error; repeated values come back
 * in the vocabulary's order, so two addresses for one list read alike. Only the list's screen loads
 * this half.
 */
import { PAGE_SIZES, SEARCH_MAX_LENGTH } from '@tijara/schema';
import type { OrderSortField, PageSize } from '@tijara/schema';
import type {
  OrderStatusName,
  OrderTypeName,
  OrdersFilters,
  OrdersQuery,
  PaymentTypeName,
  ReviewStatusName,
  SalesChannelName,
} from './list-query';
import { DEFAULT_QUERY, ORDERS_PAGE_SIZE, naturalDirection, writeOrdersQuery } from './list-query';

/** In the order an order lives them: the status tabs read left to right (right to left in Arabic). */
export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'SHIPPED',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const satisfies readonly OrderStatusName[];
export const SALES_CHANNELS = [
  'ECOMMERCE',
  'POS',
  'PHONE',
  'WHOLESALE',
  'INSTALLMENT',
] as const satisfies readonly SalesChannelName[];
export const ORDER_TYPES = [
  'PHYSICAL_SHOP',
  'PHONE',
  'WHOLESALER',
  'INSTALLMENT',
] as const satisfies readonly OrderTypeName[];
export const PAYMENT_TYPES = [
  'CASH',
  'TRANSPORTER',
  'DEPOSIT',
  'INSTALLMENT',
  'CARD',
  'MOBILE',
  'MIXED',
  'OTHER',
] as const satisfies readonly PaymentTypeName[];
export const REVIEW_STATUSES = ['PENDING', 'RESOLVED'] as const satisfies readonly ReviewStatusName[];
export const SORT_FIELDS = [
  'CREATED_AT',
  'REFERENCE',
  'CUSTOMER',
  'STATUS',
  'TOTAL',
] as const satisfies readonly OrderSortField[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2026-02-30 does not). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function known<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  const upper = values.map((value) => value.toUpperCase());
  return list.filter((item) => upper.includes(item));
}

function one<T extends string>(list: readonly T[], value: string | null): T | null {
  return value === null ? null : (known(list, [value])[0] ?? null);
}

/** A positive whole number written in the address, else null. */
function positive(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

function sizeOf(value: string | null): PageSize {
  const size = positive(value);
  return PAGE_SIZES.find((allowed) => allowed === size) ?? ORDERS_PAGE_SIZE;
}

export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isDay(value) ? value : null;
  };
  const sort = one(SORT_FIELDS, params.get('sort')) ?? DEFAULT_QUERY.sort;
  // A range typed the wrong way round (the inputs' min and max do not stop typing) is read in order:
  // the server would refuse it, and the list would keep showing the previous filter's rows.
  const [from, to] = ordered(day('from'), day('to'));
  return {
    // Listed in the vocabulary's order whatever the address's, so two addresses for one list read alike.
    status: known(ORDER_STATUSES, params.getAll('status')),
    channel: known(SALES_CHANNELS, params.getAll('channel')),
    type: known(ORDER_TYPES, params.getAll('type')),
    payment: known(PAYMENT_TYPES, params.getAll('payment')),
    from,
    to,
    wilaya: positive(params.get('wilaya')),
    transporter: positive(params.get('transporter')),
    review: one(REVIEW_STATUSES, params.get('review')),
    customer: positive(params.get('customer')),
    expiring: params.get('expiring') === '1',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort,
    dir: one(['ASC', 'DESC'] as const, params.get('dir')) ?? naturalDirection(sort),
    page: positive(params.get('page')) ?? 1,
    size: sizeOf(params.get('size')),
  };
}

function ordered(from: string | null, to: string | null): [string | null, string | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

export function isFiltered(query: OrdersFilters): boolean {
  return writeOrdersQuery({ ...DEFAULT_QUERY, ...pickFilters(query) }).toString() !== '';
}

export function pickFilters(query: OrdersFilters): OrdersFilters {
  const { status, channel, type, payment, from, to, wilaya, transporter, review, customer, expiring, q } =
    query;
  return { status, channel, type, payment, from, to, wilaya, transporter, review, customer, expiring, q };
}
