/**
 * The SQL of staff order reads, each a fixed number of statements whatever the page size: a page of
 * summaries is ONE statement (the total rides on each row as a window count; past the last page a
 * second statement counts), and an order's detail is ONE statement (lines, payments, installments
 * and history come as json_agg sub-selects, the customer's record a sub-select). Place names are the
 * ones the order was placed with (kept on the order, so later renames of the geography leave it as it
 * was), in the request's language.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { AUTO_CANCEL_AT, LIST_JOINS, matchesNothing, orderByOf, whereOf } from './order-list.sql';
import type { OrderListFilter, OrderSort } from './order-list.sql';

export type { OrderListFilter } from './order-list.sql';

export type SqlTimestamp = string | Date;

export interface SummaryRow {
  id: number;
  uuid: string;
  channel: string;
  order_type: string | null;
  payment_type: string;
  status: string;
  firstname: string;
  lastname: string;
  phone: string;
  wilaya_name: string | null;
  commune_name: string | null;
  transporter_id: number | null;
  transporter_name: string | null;
  tracking_number: string | null;
  total: number;
  amount_paid: number;
  created_at: SqlTimestamp;
  review_status: string | null;
  receipt_number: string | null;
  offline: boolean;
  auto_cancel_at: SqlTimestamp | null;
}

export interface DetailRow extends SummaryRow {
  shop_uuid: string;
  customer_id: number;
  customer_uuid: string;
  email: string | null;
  delivery_address: string | null;
  wilaya_id: number | null;
  commune_id: number | null;
  subtotal_ht: number;
  discount_ht: number;
  delivery_price: number;
  delivery_discount: number;
  flags: unknown;
  client_order_key: string | null;
  cart_external_id: string | null;
  locale: string | null;
  source: string | null;
  device_id: string | null;
  cashier_name: string | null;
  pos_session: string | null;
  device_sequence: number | null;
  client_created_at: SqlTimestamp | null;
  created_by_name: string | null;
  note: string | null;
  reviewed_at: SqlTimestamp | null;
  reviewed_by_name: string | null;
  review_note: string | null;
  delivered_at: SqlTimestamp | null;
  customer_record: unknown;
  lines: unknown;
  payments: unknown;
  installments: unknown;
  history: unknown;
}

function summaryColumns(locale: Locale): string {
  const suffix = locale === 'ar' ? '_ar' : '';
  return `o.id, o.uuid, o.channel, o.order_type, o.payment_type, o.status, cu.firstname, cu.lastname, cu.phone,
    o.wilaya_name${suffix} as wilaya_name, o.commune_name${suffix} as commune_name, o.transporter_id,
    t.name as transporter_name, o.tracking_number, o.total, o.amount_paid, o.created_at, o.review_status,
    o.receipt_number, o.offline, ${AUTO_CANCEL_AT} as auto_cancel_at`;
}

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
  readonly sort: OrderSort;
  readonly locale: Locale;
}

export async function summaryPage(
  em: EntityManager,
  filter: OrderListFilter,
  page: PageRequest,
): Promise<{ rows: SummaryRow[]; totalCount: number }> {
  if (matchesNothing(filter)) return { rows: [], totalCount: 0 };
  const where = whereOf(filter);
  const rows = await em.execute<(SummaryRow & { total_count: string })[]>(
    `select ${summaryColumns(page.locale)}, count(*) over () as total_count ${LIST_JOINS} ${where.sql}
     ${orderByOf(page.sort)} limit ? offset ?`,
    [...where.params, page.limit, page.offset],
  );
  if (rows.length > 0 || page.offset === 0) return { rows, totalCount: Number(rows[0]?.total_count ?? 0) };
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total ${LIST_JOINS} ${where.sql}`,
    where.params,
  );
  return { rows: [], totalCount: Number(counted?.total ?? 0) };
}

/** How many orders the filter names per status (statuses without any left out), one statement. */
export async function statusCountRows(
  em: EntityManager,
  filter: OrderListFilter,
): Promise<{ status: string; count: number }[]> {
  if (matchesNothing(filter)) return [];
  const where = whereOf(filter);
  const rows = await em.execute<{ status: string; count: string }[]>(
    `select o.status, count(*) as count ${LIST_JOINS} ${where.sql} group by o.status`,
    where.params,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

const DETAIL_AGGREGATES = `
  coalesce((select json_agg(json_build_object('id', l.id::text, 'position', l.position, 'productId', l.product_id,
      'combinationId', l.combination_id, 'productName', l.product_name, 'combinationName', l.combination_name,
      'sku', l.sku, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'unitPriceAfter', l.unit_price_after,
      'taxRateBp', l.tax_rate_bp, 'totalHt', l.total_ht, 'totalTtc', l.total_ttc, 'promotions', l.promotions,
      'cataloguePrice', l.catalogue_price) order by l.position)
    from order_line l where l.order_id = o.id), '[]') as lines,
  coalesce((select json_agg(json_build_object('id', p.id::text, 'method', p.method, 'amount', p.amount,
      'paidAt', p.paid_at, 'installment', p.installment) order by p.paid_at, p.id)
    from order_payment p where p.order_id = o.id), '[]') as payments,
  coalesce((select json_agg(json_build_object('sequence', i.sequence, 'amount', i.amount,
      'dueDate', to_char(i.due_date, 'YYYY-MM-DD'), 'paidAt', i.paid_at) order by i.sequence)
    from order_installment i where i.order_id = o.id), '[]') as installments,
  coalesce((select json_agg(json_build_object('fromStatus', h.from_status, 'toStatus', h.to_status,
      'changedAt', h.changed_at, 'staffName', hs.display_name, 'note', h.note, 'messageKey', h.message_key)
      order by h.changed_at, h.id)
    from order_status_change h left join staff.staff hs on hs.id = h.staff_id where h.order_id = o.id), '[]') as history,
  (select json_build_object('orders', count(*),
      'delivered', count(*) filter (where r.status = '${OrderStatus.DELIVERED}'),
      'returned', count(*) filter (where r.status = '${OrderStatus.RETURNED}'),
      'cancelled', count(*) filter (where r.status = '${OrderStatus.CANCELLED}'))
    from customer_order r where r.customer_id = o.customer_id and r.shop_uuid = o.shop_uuid) as customer_record`;

/** The order's every detail in one statement, or undefined for an unknown uuid. */
export async function detailRow(
  em: EntityManager,
  uuid: string,
  locale: Locale,
): Promise<DetailRow | undefined> {
  const [row] = await em.execute<DetailRow[]>(
    `select ${summaryColumns(locale)}, o.shop_uuid, cu.id as customer_id, cu.uuid as customer_uuid, cu.email,
       o.delivery_address, o.wilaya_id, o.commune_id, o.subtotal_ht, o.discount_ht, o.delivery_price,
       o.delivery_discount, o.flags, o.client_order_key, o.cart_external_id, o.locale, o.source, o.device_id,
       cs.display_name as cashier_name, o.pos_session, o.device_sequence, o.client_created_at,
       cb.display_name as created_by_name, o.note, o.reviewed_at, rb.display_name as reviewed_by_name,
       o.review_note, o.delivered_at, ${DETAIL_AGGREGATES}
     ${LIST_JOINS}
     left join staff.staff cs on cs.id = o.cashier_id left join staff.staff cb on cb.id = o.created_by_id
     left join staff.staff rb on rb.id = o.reviewed_by_id
     where o.uuid = ?`,
    [uuid],
  );
  return row;
}
