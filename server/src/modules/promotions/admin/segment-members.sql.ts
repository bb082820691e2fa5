/**
 * Who is in a customer segment, in SQL. A members segment holds the customers staff listed; a rule
 * segment holds, at the moment of asking, the shop's customers whose orders that were neither
 * cancelled nor returned reach its thresholds (at least min_orders of them, at least min_spent
 * centimes in total; an unset threshold is 0). Pricing asks the same question for one customer
 * (segmentIdsOf), in one statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { customerSearchSql } from '../../customers';
import type { CustomerSearch } from '../../customers';

/** The orders a segment rule counts. */
const COUNTED_ORDER = "o.status not in ('cancelled', 'returned')";

/** The rule of segment `s`, on the row `alias` carrying a customer's order_count and spent. */
function matchesRule(alias: string): string {
  return `${alias}.order_count >= coalesce(s.min_orders, 0) and ${alias}.spent >= coalesce(s.min_spent, 0)`;
}

/**
 * The segments of the shop the customer is in: listed in a members segment, or matching a rule
 * segment now. Empty for a customer of another shop.
 */
export async function segmentIdsOf(
  em: EntityManager,
  shopUuid: string,
  customerId: number,
): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    'with stats as (select count(o.id)::int as order_count, coalesce(sum(o.total), 0)::bigint as spent ' +
      `from customers.customer c left join orders.customer_order o on o.customer_id = c.id and ${COUNTED_ORDER} ` +
      'where c.id = ? and c.shop_uuid = ?) ' +
      'select s.id from customer_segment s cross join stats where s.shop_uuid = ? and (' +
      "(s.kind = 'members' and exists (select 1 from customer_segment_member m " +
      'where m.customer_segment_id = s.id and m.customer_id = ?)) or ' +
      `(s.kind = 'rule' and exists (select 1 from customers.customer c where c.id = ? and c.shop_uuid = s.shop_uuid) and ${matchesRule('stats')})` +
      ') order by s.id',
    [customerId, shopUuid, shopUuid, customerId, customerId],
  );
  return rows.map((row) => row.id);
}

/** The member count of each segment: listed customers, or the shop's customers matching the rule now. */
export const MEMBER_COUNT_SQL =
  "case when s.kind = 'members' then (select count(*)::int from customer_segment_member m where m.customer_segment_id = s.id) " +
  'else (select count(*)::int from (select count(o.id) as order_count, coalesce(sum(o.total), 0) as spent ' +
  `from customers.customer c left join orders.customer_order o on o.customer_id = c.id and ${COUNTED_ORDER} ` +
  `where c.shop_uuid = s.shop_uuid group by c.id) matched where ${matchesRule('matched')}) end`;

export interface CustomerRow {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string | null;
  readonly order_count: number;
  readonly total_count: number;
}

export interface CustomerPageQuery {
  readonly shopUuid: string;
  /** Only the members of this members segment. */
  readonly memberOf?: number;
  /** Only the customers matching this rule segment now. */
  readonly matching?: number;
  readonly search: CustomerSearch;
  readonly limit: number;
  readonly offset: number;
}

/** One page of the shop's customers (members, matching, or all), by name, with their counted orders. */
export async function customerPage(em: EntityManager, query: CustomerPageQuery): Promise<CustomerRow[]> {
  const [search, searchParams] = customerSearchSql(query.search);
  const member =
    query.memberOf === undefined
      ? ''
      : ' and exists (select 1 from customer_segment_member m where m.customer_id = c.id and m.customer_segment_id = ?)';
  const rule =
    query.matching === undefined ? '' : ` join customer_segment s on s.id = ? and ${matchesRule('st')}`;
  const params = [
    query.shopUuid,
    ...(query.memberOf === undefined ? [] : [query.memberOf]),
    ...searchParams,
    ...(query.matching === undefined ? [] : [query.matching]),
    query.limit,
    query.offset,
  ];
  return em.execute<CustomerRow[]>(
    'with stats as (select c.id, c.firstname, c.lastname, c.phone, c.email, count(o.id)::int as order_count, ' +
      `coalesce(sum(o.total), 0)::bigint as spent from customers.customer c left join orders.customer_order o on o.customer_id = c.id and ${COUNTED_ORDER} ` +
      `where c.shop_uuid = ?${member}${search} group by c.id, c.firstname, c.lastname, c.phone, c.email) ` +
      'select st.id, st.firstname, st.lastname, st.phone, st.email, st.order_count, count(*) over ()::int as total_count ' +
      `from stats st${rule} ` +
      'order by st.lastname, st.firstname, st.id limit ? offset ?',
    params,
  );
}
