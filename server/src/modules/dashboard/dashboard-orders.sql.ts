/**
 * The orders' aggregates of the dashboard, read through the `orders.customer_order` view the orders
 * module publishes. Two statements whatever the number of orders: the 30-day series (today included)
 * and the counts of waiting orders with the POS sales to review. Each is served by an index of
 * migration 20261125120000-dashboard-indexes: the series by an index-only scan of the creation
 * instants (with shop, channel, status and total included), the waiting counts by a partial index
 * that holds only unfinished orders, the review count by the orders module's partial review index.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderReviewStatus, SalesChannel } from '@tijara/schema';
import type { OrderStatus } from '@tijara/schema';
import type { DayChannelRow } from './dashboard-rules';
import { SHOP_TIME_ZONE } from '@tijara/schema';
import { NOT_SALES, SERIES_DAYS, WAITING } from './dashboard-rules';

/** The shops whose orders are counted: null for every shop (an admin), else these (maybe none). */
export type ShopScope = readonly string[] | null;

function shopClause(scope: ShopScope, params: unknown[]): string {
  if (scope === null) return '';
  // No shop: the same statement still answers the days (all zeros) and the zero counts.
  if (scope.length === 0) return ' and false';
  params.push(scope);
  return ' and o.shop_uuid in (?)';
}

/** Today in the shops' time zone, for the instant given: a date expression on one parameter. */
const TODAY = `(?::timestamptz at time zone '${SHOP_TIME_ZONE}')::date`;
/** Midnight, in the shops' time zone, of a date expression. */
const midnight = (date: string) => `(${date})::timestamp at time zone '${SHOP_TIME_ZONE}'`;

/**
 * Every day of the series once at least (a day without sales with a null channel), and each day and
 * channel with sales, counted and summed. The bounds are stable expressions of `now`, so the range
 * is an index condition.
 */
export function salesRows(em: EntityManager, now: Date, scope: ShopScope): Promise<DayChannelRow[]> {
  const params: unknown[] = [now, now, NOT_SALES];
  const shops = shopClause(scope, params);
  params.push(now, now);
  const sql =
    `with sales as (select (o.created_at at time zone '${SHOP_TIME_ZONE}')::date as day, o.channel, ` +
    'count(*)::int as count, sum(o.total)::bigint as total from orders.customer_order o ' +
    `where o.created_at >= ${midnight(`${TODAY} - ${SERIES_DAYS - 1}`)} ` +
    `and o.created_at < ${midnight(`${TODAY} + 1`)} and o.status not in (?)${shops} group by 1, 2) ` +
    "select to_char(d.day, 'YYYY-MM-DD') as day, s.channel, coalesce(s.count, 0) as count, " +
    'coalesce(s.total, 0) as total ' +
    `from generate_series(${TODAY} - ${SERIES_DAYS - 1}, ${TODAY}, interval '1 day') as g(at) ` +
    'cross join lateral (select g.at::date as day) d left join sales s on s.day = d.day order by d.day, s.channel';
  return em.execute<DayChannelRow[]>(sql, params);
}

export interface WaitingRow {
  /** An order status, or 'review' for the POS sales to review. */
  readonly kind: OrderStatus | 'review';
  readonly count: number;
}

/** The waiting orders by status (statuses without one have no row) and the POS sales to review. */
export function waitingRows(em: EntityManager, scope: ShopScope): Promise<WaitingRow[]> {
  const params: unknown[] = [WAITING];
  const waitingShops = shopClause(scope, params);
  params.push(OrderReviewStatus.PENDING, SalesChannel.POS);
  const reviewShops = shopClause(scope, params);
  return em.execute<WaitingRow[]>(
    'select o.status as kind, count(*)::int as count from orders.customer_order o ' +
      `where o.status in (?)${waitingShops} group by o.status union all ` +
      "select 'review', count(*)::int from orders.customer_order o " +
      `where o.review_status = ? and o.channel = ?${reviewShops}`,
    params,
  );
}
