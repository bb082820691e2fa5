/**
 * The back office's customer list in SQL: one statement for a page whatever its size, each row with
 * its order figures computed over the shop's orders (the published `orders.customer_order`), the
 * total riding on every row as a window count; past the last page a second statement counts.
 *
 * What the figures count (the list and the detail say the same):
 * - orders: neither cancelled nor returned, as segment rules count them (promotions);
 * - spent: the totals of delivered orders, what the shop was actually paid for (POS sales are
 *   recorded delivered);
 * - last order: the latest order whatever became of it.
 * Names sort with case and French accents folded (the database collation is C); the id breaks ties
 * in the same direction, so pages never overlap or skip a customer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { foldedSql } from '../../../core/folded-search';
import type { PageWindow } from '../../../core/pagination';
import { customerSearchSql } from '../customer-search';
import type { CustomerSearch } from '../customer-search';

export enum CustomerSortField {
  NAME = 'NAME',
  ORDERS = 'ORDERS',
  SPENT = 'SPENT',
  LAST_ORDER = 'LAST_ORDER',
}

/** The orders a customer's order count counts (the segment rules' definition). */
export const COUNTED_ORDER = "o.status not in ('cancelled', 'returned')";
export const DELIVERED_ORDER = "o.status = 'delivered'";

export interface CustomerListQuery {
  /** Null: every shop (an admin); empty: none. */
  readonly shopUuids: readonly string[] | null;
  readonly search: CustomerSearch;
  readonly sortBy: CustomerSortField;
  readonly descending: boolean;
  readonly window: PageWindow;
}

export interface CustomerListRow {
  readonly id: number;
  readonly uuid: string;
  readonly shop_uuid: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string | null;
  readonly created_at: string | Date;
  readonly order_count: number;
  /** bigint: a string from the driver. */
  readonly spent: string | number;
  readonly last_order_at: string | Date | null;
}

const NAME_KEYS = [foldedSql('c.lastname'), foldedSql('c.firstname')];
/** Ties of the figure sorts read A to Z. */
const NAME_ORDER = NAME_KEYS.join(', ');

function orderBy(sortBy: CustomerSortField, descending: boolean): string {
  const direction = descending ? 'desc' : 'asc';
  const name = NAME_KEYS.map((key) => `${key} ${direction}`).join(', ');
  switch (sortBy) {
    case CustomerSortField.NAME:
      return `${name}, c.id ${direction}`;
    case CustomerSortField.ORDERS:
      return `order_count ${direction}, ${NAME_ORDER}, c.id ${direction}`;
    case CustomerSortField.SPENT:
      return `spent ${direction}, ${NAME_ORDER}, c.id ${direction}`;
    case CustomerSortField.LAST_ORDER:
      // Customers who never ordered come last both ways: "latest" and "longest ago" are about orders.
      return `last_order_at ${direction} nulls last, ${NAME_ORDER}, c.id ${direction}`;
  }
}

function shopCondition(column: string, shopUuids: readonly string[] | null): [string, unknown[]] {
  if (shopUuids === null) return ['true', []];
  return [`${column} in (${shopUuids.map(() => '?').join(', ')})`, [...shopUuids]];
}

/** Which customers the list shows (a WHERE condition on `c`). */
function customerCondition(query: CustomerListQuery): [string, unknown[]] {
  const [shops, shopParams] = shopCondition('c.shop_uuid', query.shopUuids);
  const [search, searchParams] = customerSearchSql(query.search);
  return [`${shops}${search}`, [...shopParams, ...searchParams]];
}

/** The customers of the list's shops matching the search, with their figures (a FROM clause). */
function matchingCustomers(query: CustomerListQuery): [string, unknown[]] {
  const [orderShops, orderParams] = shopCondition('o.shop_uuid', query.shopUuids);
  const [condition, conditionParams] = customerCondition(query);
  // The figures are grouped once over the shops' orders (a hash join), not looked up per customer:
  // sorting by them, or counting the matches, needs every matching customer's figures anyway.
  const text = `customer c left join (
      select o.customer_id, count(*) filter (where ${COUNTED_ORDER})::int as order_count,
        coalesce(sum(o.total) filter (where ${DELIVERED_ORDER}), 0)::bigint as spent,
        max(o.created_at) as last_order_at
      from orders.customer_order o where ${orderShops} group by o.customer_id
    ) f on f.customer_id = c.id
    where ${condition}`;
  return [text, [...orderParams, ...conditionParams]];
}

const ROW_COLUMNS = `c.id, c.uuid, c.shop_uuid, c.firstname, c.lastname, c.phone, c.email, c.created_at,
  coalesce(f.order_count, 0) as order_count, coalesce(f.spent, 0) as spent, f.last_order_at`;

export async function customerListPage(
  em: EntityManager,
  query: CustomerListQuery,
): Promise<{ rows: CustomerListRow[]; totalCount: number }> {
  if (query.shopUuids !== null && query.shopUuids.length === 0) return { rows: [], totalCount: 0 };
  const [from, params] = matchingCustomers(query);
  const { limit, offset } = query.window;
  const rows = await em.execute<(CustomerListRow & { total_count: number })[]>(
    `select ${ROW_COLUMNS}, count(*) over ()::int as total_count from ${from}
     order by ${orderBy(query.sortBy, query.descending)} limit ? offset ?`,
    [...params, limit, offset],
  );
  if (rows.length > 0 || offset === 0) return { rows, totalCount: rows[0]?.total_count ?? 0 };
  // Past the last page: the count alone, which needs no figures.
  const [condition, conditionParams] = customerCondition(query);
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from customer c where ${condition}`,
    conditionParams,
  );
  return { rows: [], totalCount: counted?.total ?? 0 };
}
