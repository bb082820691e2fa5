/**
 * Who is in a customer segment, in SQL. A members segment holds the customers staff listed; a rule
 * segment holds, at the moment of asking, the shop's customers whose orders that were neither
 * cancelled nor returned reach its thresholds (at least min_orders of them, at least min_spent
 * centimes in total; an unset threshold is 0). Pricing asks the same question for one customer
 * (segmentIdsOf) or a till's page of them (segmentIdsOfCustomers), in one statement either way.
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
 * The segments of the shop each customer is in: listed in a members segment, or matching a rule
 * segment now. One statement for any number of customers; a customer of another shop is in none.
 */
export async function segmentIdsOfCustomers(
  em: EntityManager,
  shopUuid: string,
  customerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return found;
  const rows = await em.execute<{ customerId: number; segmentIds: number[] }[]>(
    'with stats as (select c.id, count(o.id)::int as order_count, coalesce(sum(o.total), 0)::bigint as spent ' +
      `from customers.customer c left join orders.customer_order o on o.customer_id = c.id and ${COUNTED_ORDER} ` +
      'where c.id = any(?::int[]) and c.shop_uuid = ? group by c.id) ' +
      'select st.id as "customerId", array(select s.id from customer_segment s where s.shop_uuid = ? and (' +
      "(s.kind = 'members' and exists (select 1 from customer_segment_member m " +
      'where m.customer_segment_id = s.id and m.customer_id = st.id)) or ' +
      `(s.kind = 'rule' and ${matchesRule('st')})) order by s.id) as "segmentIds" from stats st`,
    [`{${customerIds.join(',')}}`, shopUuid, shopUuid],
  );
  for (const row of rows) found.set(row.customerId, row.segmentIds);
  return found;
}

/** The segments of the shop one customer is in (segmentIdsOfCustomers' rule, for one). */
export async function segmentIdsOf(
  em: EntityManager,
  shopUuid: string,
  customerId: number,
): Promise<number[]> {
  return (await segmentIdsOfCustomers(em, shopUuid, [customerId])).get(customerId) ?? [];
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
