/**
 * The CSV export's reads: the filtered list in keyset pages (the sort's key and the id of the last
 * row start the next page), so a file of 50,000 orders is read a page at a time and no statement
 * ever skips rows with an offset. The filter and the sort are the list's own (order-list.sql.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { AUTO_CANCEL_AT, LIST_JOINS, afterClause, orderByOf, sortKeyColumn, whereOf } from './order-list.sql';
import type { KeysetPosition, OrderListFilter, OrderSort } from './order-list.sql';
import type { SqlTimestamp } from './order-reads.sql';

export interface ExportRow {
  id: number;
  created_at: SqlTimestamp;
  status: string;
  channel: string;
  order_type: string | null;
  payment_type: string;
  firstname: string;
  lastname: string;
  phone: string;
  wilaya_name: string | null;
  commune_name: string | null;
  transporter_name: string | null;
  tracking_number: string | null;
  total: number;
  amount_paid: number;
  review_status: string | null;
  receipt_number: string | null;
  auto_cancel_at: SqlTimestamp | null;
  sort_key: string;
}

export interface ExportPageRequest {
  readonly sort: OrderSort;
  readonly locale: Locale;
  readonly limit: number;
  /** Null for the first page. */
  readonly after: KeysetPosition | null;
}

export async function exportPage(
  em: EntityManager,
  filter: OrderListFilter,
  page: ExportPageRequest,
): Promise<ExportRow[]> {
  const suffix = page.locale === 'ar' ? '_ar' : '';
  const where = page.after === null ? whereOf(filter) : whereOf(filter, afterClause(page.sort, page.after));
  return em.execute<ExportRow[]>(
    `select o.id, o.created_at, o.status, o.channel, o.order_type, o.payment_type, cu.firstname, cu.lastname,
       cu.phone, o.wilaya_name${suffix} as wilaya_name, o.commune_name${suffix} as commune_name,
       t.name as transporter_name, o.tracking_number, o.total, o.amount_paid, o.review_status, o.receipt_number,
       ${AUTO_CANCEL_AT} as auto_cancel_at, ${sortKeyColumn(page.sort)}
     ${LIST_JOINS} ${where.sql} ${orderByOf(page.sort)} limit ?`,
    [...where.params, page.limit],
  );
}
