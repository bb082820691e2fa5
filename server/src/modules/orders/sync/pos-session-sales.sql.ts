/**
 * What the synced sales of a till's session add up to, as SQL the pos module puts in its session
 * reads (one statement with the sessions): the orders module owns orders and their payments, so the
 * rule of which rows count lives here. A session's sales are the POS orders of its shop whose
 * `pos_session` is the session's uuid (any case), whatever happened to them since (a later return
 * does not change the day's count). Its cash is the cash tenders taken at the sale (the payments
 * written with the sale, dated when it was made), not money recorded later against a deposit or an
 * installment. Money is integer centimes.
 */
import { PaymentType, SalesChannel } from '@tijara/schema';

/**
 * A lateral subquery aliased `alias` with `sales_count`, `sales_total` and `cash_total` (bigint),
 * for the session whose uuid and shop are the SQL expressions given (columns of the outer query).
 */
export function posSessionSalesSql(session: { uuid: string; shopUuid: string }, alias = 'sales'): string {
  return `lateral (
    select count(*)::int as sales_count, coalesce(sum(o.total), 0)::bigint as sales_total,
      coalesce(sum(cash.amount), 0)::bigint as cash_total
    from customer_order o
    left join lateral (
      select sum(p.amount) as amount from order_payment p
      where p.order_id = o.id and p.method = '${PaymentType.CASH}' and p.paid_at = o.client_created_at
    ) cash on true
    where o.pos_session is not null and lower(o.pos_session) = ${session.uuid}::text and o.shop_uuid = ${session.shopUuid}
      and o.channel = '${SalesChannel.POS}'
  ) ${alias}`;
}
