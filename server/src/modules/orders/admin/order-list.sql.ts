/**
 * The SQL every staff list of orders shares (a page of the list, its status tabs, the CSV export):
 * the joins, the filter's `where` and the sort. One definition, so a tab's count, the page it opens
 * and the file exported from it always agree on which orders a filter names.
 */
import { OrderSortField, OrderStatus, SalesChannel, SortDirection } from '@tijara/schema';
import { containsPattern } from '../../../core/like-pattern';
import type { OrderSearch } from './order-rules';

export interface OrderListFilter {
  /** Null: every shop (an admin); empty: none. */
  readonly shopUuids: readonly string[] | null;
  readonly statuses: readonly string[];
  readonly channels: readonly string[];
  readonly orderTypes: readonly string[];
  readonly paymentTypes: readonly string[];
  readonly transporterId: number | null;
  readonly wilayaId: number | null;
  readonly customerId: number | null;
  readonly reviewStatus: string | null;
  readonly search: OrderSearch | null;
  readonly createdFrom: Date | null;
  readonly createdTo: Date | null;
  /** PENDING web orders whose automatic cancellation falls before this instant. */
  readonly autoCancelBefore: Date | null;
}

export interface OrderSort {
  readonly field: OrderSortField;
  readonly direction: SortDirection;
}

export const NEWEST_FIRST: OrderSort = { field: OrderSortField.CREATED_AT, direction: SortDirection.DESC };

/**
 * When the system cancels a web order nobody confirmed: its shop's delay after it was made, for a
 * PENDING web order with no money recorded against it (a deposit taken is a person's decision to
 * undo, with its refund) of a shop whose delay is not 0; null otherwise. Needs `o` and the shop as `s`.
 */
export const AUTO_CANCEL_AT = `case when o.channel = '${SalesChannel.ECOMMERCE}' and o.status = '${OrderStatus.PENDING}'
  and o.amount_paid = 0 and s.unconfirmed_order_days > 0
  then o.created_at + s.unconfirmed_order_days * interval '1 day' end`;

/**
 * What AUTO_CANCEL_AT already implies, spelled out so the planner can use the partial index
 * customer_order_unconfirmed_web_idx (it matches index predicates only against plain conditions).
 */
export const UNCONFIRMED_WEB = `o.status = '${OrderStatus.PENDING}' and o.channel = '${SalesChannel.ECOMMERCE}' and o.amount_paid = 0`;

/** The order, its customer and its shop (for the delay). Place names are the order's own. */
export const LIST_JOINS = `from customer_order o join customers.customer cu on cu.id = o.customer_id
  join shop.shop s on s.uuid = o.shop_uuid
  left join transporters.transporter t on t.id = o.transporter_id`;

const LIFECYCLE = [
  OrderStatus.PENDING,
  OrderStatus.CONFIRMED,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.RETURNED,
  OrderStatus.CANCELLED,
];

/** Each sort's SQL key and its type (keyset pages send a key back as text and cast it). */
const SORT_KEYS: Readonly<Record<OrderSortField, { readonly sql: string; readonly type: string }>> = {
  [OrderSortField.CREATED_AT]: { sql: 'o.created_at', type: 'timestamptz' },
  [OrderSortField.TOTAL]: { sql: 'o.total', type: 'int' },
  // Ids grow with each order, and the reference is the id written CMD-000042.
  [OrderSortField.REFERENCE]: { sql: 'o.id', type: 'int' },
  [OrderSortField.CUSTOMER]: { sql: `lower(cu.firstname || ' ' || cu.lastname)`, type: 'text' },
  [OrderSortField.STATUS]: {
    sql: `array_position(array[${LIFECYCLE.map((s) => `'${s}'`).join(', ')}]::text[], o.status)`,
    type: 'int',
  },
};

function directionOf(sort: OrderSort): 'asc' | 'desc' {
  return sort.direction === SortDirection.ASC ? 'asc' : 'desc';
}

/** `order by` with the id as the tie-break in the same direction, so pages never overlap. */
export function orderByOf(sort: OrderSort): string {
  const direction = directionOf(sort);
  return `order by ${SORT_KEYS[sort.field].sql} ${direction}, o.id ${direction}`;
}

/** The sort's key as text, to start the next keyset page after a row. */
export function sortKeyColumn(sort: OrderSort): string {
  return `${SORT_KEYS[sort.field].sql}::text as sort_key`;
}

/** Where a row of the sort's key and id are: the next keyset page starts after it. */
export interface KeysetPosition {
  readonly key: string;
  readonly id: number;
}

/** The rows after `position` in the sort's order (the key and the id compared as a pair). */
export function afterClause(sort: OrderSort, position: KeysetPosition): WhereClause {
  const { sql, type } = SORT_KEYS[sort.field];
  const comparison = directionOf(sort) === 'asc' ? '>' : '<';
  return { sql: `(${sql}, o.id) ${comparison} (?::${type}, ?)`, params: [position.key, position.id] };
}

function inList(column: string, values: readonly unknown[], clauses: string[], params: unknown[]): void {
  if (values.length === 0) return;
  clauses.push(`${column} in (${values.map(() => '?').join(', ')})`);
  params.push(...values);
}

function equals(column: string, value: unknown, clauses: string[], params: unknown[]): void {
  if (value === null) return;
  clauses.push(`${column} = ?`);
  params.push(value);
}

export interface WhereClause {
  readonly sql: string;
  readonly params: unknown[];
}

/** The filter as a `where` (empty when nothing is asked), its values as bound parameters. */
export function whereOf(filter: OrderListFilter, ...more: readonly WhereClause[]): WhereClause {
  const clauses: string[] = [];
  const params: unknown[] = [];
  // No shop at all is no order (never "every shop"), whoever forgets to ask matchesNothing first.
  if (filter.shopUuids !== null && filter.shopUuids.length === 0) clauses.push('false');
  else if (filter.shopUuids !== null) inList('o.shop_uuid', filter.shopUuids, clauses, params);
  inList('o.status', filter.statuses, clauses, params);
  inList('o.channel', filter.channels, clauses, params);
  inList('o.order_type', filter.orderTypes, clauses, params);
  inList('o.payment_type', filter.paymentTypes, clauses, params);
  equals('o.transporter_id', filter.transporterId, clauses, params);
  equals('o.wilaya_id', filter.wilayaId, clauses, params);
  equals('o.customer_id', filter.customerId, clauses, params);
  equals('o.review_status', filter.reviewStatus, clauses, params);
  const search = filter.search;
  if (search !== null) {
    clauses.push(`(o.id = ? or (cu.firstname || ' ' || cu.lastname) ilike ? or cu.phone like ?)`);
    params.push(
      search.orderId ?? 0,
      containsPattern(search.text),
      search.phoneDigits ? `%${search.phoneDigits}%` : '',
    );
  }
  if (filter.createdFrom !== null) {
    clauses.push('o.created_at >= ?');
    params.push(filter.createdFrom);
  }
  if (filter.createdTo !== null) {
    clauses.push('o.created_at < ?');
    params.push(filter.createdTo);
  }
  if (filter.autoCancelBefore !== null) {
    clauses.push(`${UNCONFIRMED_WEB} and (${AUTO_CANCEL_AT}) < ?`);
    params.push(filter.autoCancelBefore);
  }
  for (const clause of more) {
    clauses.push(clause.sql);
    params.push(...clause.params);
  }
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

/** Whether the filter can match nothing before anything is read (an actor without a shop). */
export function matchesNothing(filter: OrderListFilter): boolean {
  return filter.shopUuids !== null && filter.shopUuids.length === 0;
}
