/**
 * The orders list's query string: what it holds and how it is written. The list keeps its filters,
 * sort and page there, and other screens (the dashboard home's figures) link to a filtered list
 * through `ordersPath`. Values are the GraphQL enum names (`status=PENDING`); repeatable criteria are
 * repeated (`status=PENDING&status=CONFIRMED`); dates are local days (YYYY-MM-DD, Africa/Algiers),
 * both inclusive. Only what differs from the defaults is written, so the plain list keeps the plain
 * address. Reading it back is list-read.ts, beside: this half is on the dashboard's first route (the
 * home's links), so it holds nothing the links do not need.
 */
import type {
  OrderReviewStatus,
  OrderSortField,
  OrderStatus,
  OrderType,
  PageSize,
  PaymentType,
  SalesChannel,
  SortDirection,
} from '@tijara/schema';

/** The GraphQL names of the vocabularies (the keys of @tijara/schema's constants). */
export type OrderStatusName = keyof typeof OrderStatus;
export type SalesChannelName = keyof typeof SalesChannel;
export type OrderTypeName = keyof typeof OrderType;
export type PaymentTypeName = keyof typeof PaymentType;
export type ReviewStatusName = keyof typeof OrderReviewStatus;

/** The list's server default (ORDERS_PAGE_SIZE). */
export const ORDERS_PAGE_SIZE: PageSize = 24;

export interface OrdersQuery {
  readonly status: readonly OrderStatusName[];
  readonly channel: readonly SalesChannelName[];
  readonly type: readonly OrderTypeName[];
  readonly payment: readonly PaymentTypeName[];
  /** First day, YYYY-MM-DD (Africa/Algiers), included. */
  readonly from: string | null;
  /** Last day, YYYY-MM-DD (Africa/Algiers), included. */
  readonly to: string | null;
  readonly wilaya: number | null;
  readonly transporter: number | null;
  readonly review: ReviewStatusName | null;
  readonly customer: number | null;
  /** Web orders the system will cancel soon (ORDER_EXPIRY_WARNING_HOURS). */
  readonly expiring: boolean;
  /** Reference, customer name or phone. */
  readonly q: string;
  readonly sort: OrderSortField;
  readonly dir: SortDirection;
  readonly page: number;
  readonly size: PageSize;
}

/** The criteria that narrow the list: changing one starts again at page 1, and the tabs count under them. */
export type OrdersFilters = Omit<OrdersQuery, 'sort' | 'dir' | 'page' | 'size'>;

export const NO_FILTERS: OrdersFilters = {
  status: [],
  channel: [],
  type: [],
  payment: [],
  from: null,
  to: null,
  wilaya: null,
  transporter: null,
  review: null,
  customer: null,
  expiring: false,
  q: '',
};

/** Newest first, as the server answers without a sort. */
export const DEFAULT_QUERY: OrdersQuery = {
  ...NO_FILTERS,
  sort: 'CREATED_AT',
  dir: 'DESC',
  page: 1,
  size: ORDERS_PAGE_SIZE,
};

/** Without a direction, each sort reads its natural way: newest first, the others from the start. */
export const naturalDirection = (sort: OrderSortField): SortDirection =>
  sort === 'CREATED_AT' ? 'DESC' : 'ASC';

/** Only what differs from the defaults, in the contract's order (a stable address for one list). */
export function writeOrdersQuery(query: Partial<OrdersQuery>): URLSearchParams {
  const full = { ...DEFAULT_QUERY, ...query };
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.append(name, String(value));
  };
  full.status.forEach((value) => put('status', value));
  full.channel.forEach((value) => put('channel', value));
  full.type.forEach((value) => put('type', value));
  full.payment.forEach((value) => put('payment', value));
  put('from', full.from);
  put('to', full.to);
  put('wilaya', full.wilaya);
  put('transporter', full.transporter);
  put('review', full.review);
  put('customer', full.customer);
  put('expiring', full.expiring ? 1 : null);
  put('q', full.q.trim());
  put('sort', full.sort === DEFAULT_QUERY.sort ? null : full.sort);
  put('dir', full.dir === naturalDirection(full.sort) ? null : full.dir);
  put('page', full.page === 1 ? null : full.page);
  put('size', full.size === ORDERS_PAGE_SIZE ? null : full.size);
  return params;
}

/**
 * The orders list narrowed by `query`, as an address under the back office's basename (for
 * `<Link to>`): `ordersPath({ status: ['PENDING'] })` is `/orders?status=PENDING`.
 */
export function ordersPath(query: Partial<OrdersQuery> = {}): string {
  const search = writeOrdersQuery(query).toString();
  return search ? `/orders?${search}` : '/orders';
}
