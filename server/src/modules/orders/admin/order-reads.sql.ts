/**
 * The SQL of staff order reads, each a fixed number of statements whatever the page size: a page of
 * summaries is ONE statement (the total rides on each row as a window count; past the last page a
 * second statement counts), and an order's detail is ONE statement (lines, payments, installments
 * and history come as json_agg sub-selects). Place names follow the request's language.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { containsPattern } from '../../../core/like-pattern';
import type { OrderSearch } from './order-rules';

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
  lines: unknown;
  payments: unknown;
  installments: unknown;
  history: unknown;
}

export interface OrderListFilter {
  /** Null: every shop (an admin); empty: none. */
  readonly shopUuids: readonly string[] | null;
  readonly statuses: readonly string[];
  readonly channels: readonly string[];
  readonly paymentTypes: readonly string[];
  readonly transporterId: number | null;
  readonly reviewStatus: string | null;
  readonly search: OrderSearch | null;
  readonly createdFrom: Date | null;
  readonly createdTo: Date | null;
}

function summaryColumns(locale: Locale): string {
  const name = locale === 'ar' ? 'name_ar' : 'name';
  return `o.id, o.uuid, o.channel, o.order_type, o.payment_type, o.status, cu.firstname, cu.lastname, cu.phone,
    w.${name} as wilaya_name, cm.${name} as commune_name, o.transporter_id, t.name as transporter_name,
    o.tracking_number, o.total, o.amount_paid, o.created_at, o.review_status, o.receipt_number, o.offline`;
}

const SUMMARY_JOINS = `from customer_order o join customers.customer cu on cu.id = o.customer_id
  left join geography.wilaya w on w.id = o.wilaya_id left join geography.commune cm on cm.id = o.commune_id
  left join transporters.transporter t on t.id = o.transporter_id`;

function inList(column: string, values: readonly unknown[], clauses: string[], params: unknown[]): void {
  if (values.length === 0) return;
  clauses.push(`${column} in (${values.map(() => '?').join(', ')})`);
  params.push(...values);
}

function whereOf(filter: OrderListFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.shopUuids !== null) inList('o.shop_uuid', filter.shopUuids, clauses, params);
  inList('o.status', filter.statuses, clauses, params);
  inList('o.channel', filter.channels, clauses, params);
  inList('o.payment_type', filter.paymentTypes, clauses, params);
  if (filter.transporterId !== null) {
    clauses.push('o.transporter_id = ?');
    params.push(filter.transporterId);
  }
  if (filter.reviewStatus !== null) {
    clauses.push('o.review_status = ?');
    params.push(filter.reviewStatus);
  }
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
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
  /** Oldest first (the review queue) instead of newest first. */
  readonly oldestFirst: boolean;
  readonly locale: Locale;
}

export async function summaryPage(
  em: EntityManager,
  filter: OrderListFilter,
  page: PageRequest,
): Promise<{ rows: SummaryRow[]; totalCount: number }> {
  if (filter.shopUuids !== null && filter.shopUuids.length === 0) return { rows: [], totalCount: 0 };
  const where = whereOf(filter);
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const rows = await em.execute<(SummaryRow & { total_count: string })[]>(
    `select ${summaryColumns(page.locale)}, count(*) over () as total_count ${SUMMARY_JOINS} ${where.sql}
     order by o.created_at ${direction}, o.id ${direction} limit ? offset ?`,
    [...where.params, page.limit, page.offset],
  );
  if (rows.length > 0 || page.offset === 0) return { rows, totalCount: Number(rows[0]?.total_count ?? 0) };
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total ${SUMMARY_JOINS} ${where.sql}`,
    where.params,
  );
  return { rows: [], totalCount: Number(counted?.total ?? 0) };
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
      'changedAt', h.changed_at, 'staffName', hs.display_name, 'note', h.note) order by h.changed_at, h.id)
    from order_status_change h left join staff.staff hs on hs.id = h.staff_id where h.order_id = o.id), '[]') as history`;

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
     ${SUMMARY_JOINS}
     left join staff.staff cs on cs.id = o.cashier_id left join staff.staff cb on cb.id = o.created_by_id
     left join staff.staff rb on rb.id = o.reviewed_by_id
     where o.uuid = ?`,
    [uuid],
  );
  return row;
}
