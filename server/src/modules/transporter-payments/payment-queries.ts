/**
 * The SQL of transporter payments, one statement per read whatever the number of rows (no N+1). An
 * order awaits its transporter's payment when it is delivered, paid cash on delivery
 * (`transporter_payment`) and no transporter_payment_order row names it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus, PaymentType } from '@tijara/schema';

/** The columns that name an order to a clerk (see deliveryLabel and customerFullName). */
export interface OrderLabelRow {
  readonly id: number;
  readonly tracking_number: string | null;
  readonly commune_name: string | null;
  readonly firstname: string;
  readonly lastname: string;
}

/**
 * Timestamps as raw SQL hands them over: PostgreSQL's text ("2026-11-21 09:30:00+00"), which the
 * views turn into Dates (a Date too, should a driver setting parse them).
 */
export type SqlTimestamp = string | Date;

export interface UnpaidOrderRow extends OrderLabelRow {
  readonly uuid: string;
  readonly total: number;
  readonly delivered_at: SqlTimestamp | null;
}

export interface LockedOrderRow extends OrderLabelRow {
  readonly transporter_id: number | null;
  readonly status: OrderStatus;
  readonly payment_type: PaymentType;
  readonly total: number;
}

export interface DueRow {
  readonly id: number;
  readonly name: string;
  readonly active: boolean;
  readonly unpaid_count: number;
  /** bigint: PostgreSQL's driver hands sums over as text. */
  readonly unpaid_total: string | number;
}

export interface PaymentRow {
  readonly id: number;
  readonly transporter_id: number;
  readonly transporter_name: string;
  readonly total: number;
  readonly reference: string | null;
  readonly note: string | null;
  readonly paid_at: SqlTimestamp;
  readonly recorded_by_name: string | null;
}

export interface PaymentLineRow extends OrderLabelRow {
  readonly payment_id: number;
  readonly amount: number;
}

const LABEL_COLUMNS = 'o.id, o.tracking_number, cm.name as commune_name, cu.firstname, cu.lastname';
const LABEL_JOINS =
  'join customers.customer cu on cu.id = o.customer_id left join geography.commune cm on cm.id = o.commune_id';
const AWAITING =
  "o.status = 'delivered' and o.payment_type = 'transporter_payment' " +
  'and not exists (select 1 from transporter_payment_order paid where paid.order_id = o.id)';

export async function transporterExists(em: EntityManager, transporterId: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>('select id from transporters.transporter where id = ?', [
    transporterId,
  ]);
  return rows.length > 0;
}

export function unpaidOrderRows(em: EntityManager, transporterId: number): Promise<UnpaidOrderRow[]> {
  return em.execute<UnpaidOrderRow[]>(
    `select ${LABEL_COLUMNS}, o.uuid, o.total, o.delivered_at from orders.customer_order o ${LABEL_JOINS} ` +
      `where o.transporter_id = ? and ${AWAITING}`,
    [transporterId],
  );
}

/** Every transporter, active or not, with what it owes, by name. */
export function dueRows(em: EntityManager): Promise<DueRow[]> {
  return em.execute<DueRow[]>(
    'select t.id, t.name, t.active, count(o.id)::int as unpaid_count, ' +
      'coalesce(sum(o.total), 0)::bigint as unpaid_total from transporters.transporter t ' +
      `left join orders.customer_order o on o.transporter_id = t.id and ${AWAITING} ` +
      'group by t.id, t.name, t.active order by t.name, t.id',
  );
}

/**
 * Locks the orders (in id order, so two payments never wait on each other crosswise) until the
 * transaction ends: a concurrent payment of the same orders waits here, then sees ours.
 */
export function lockOrders(em: EntityManager, orderIds: readonly number[]): Promise<LockedOrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return em.execute<LockedOrderRow[]>(
    `select ${LABEL_COLUMNS}, o.transporter_id, o.status, o.payment_type, o.total ` +
      `from orders.customer_order o ${LABEL_JOINS} where o.id in (?) order by o.id for update of o`,
    [orderIds],
  );
}

/**
 * The orders a payment already settles. Its own statement, run after the lock: under READ COMMITTED
 * it sees what the payment we waited for committed.
 */
export async function paidOrderIds(em: EntityManager, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await em.execute<{ order_id: number }[]>(
    'select order_id from transporter_payment_order where order_id in (?)',
    [orderIds],
  );
  return rows.map((row) => row.order_id);
}

export async function countPayments(em: EntityManager, transporterId: number | null): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>(
    'select count(*)::int as count from transporter_payment where (?::int is null or transporter_id = ?)',
    [transporterId, transporterId],
  );
  return row?.count ?? 0;
}

const PAYMENT_COLUMNS =
  'p.id, p.transporter_id, t.name as transporter_name, p.total, p.reference, p.note, p.paid_at, ' +
  's.display_name as recorded_by_name';
const PAYMENT_JOINS =
  'join transporters.transporter t on t.id = p.transporter_id left join staff.staff s on s.id = p.recorded_by_id';

export interface PaymentWindow {
  readonly transporterId: number | null;
  readonly limit: number;
  readonly offset: number;
}

/** Newest first (then the latest recorded). */
export function paymentRows(em: EntityManager, window: PaymentWindow): Promise<PaymentRow[]> {
  return em.execute<PaymentRow[]>(
    `select ${PAYMENT_COLUMNS} from transporter_payment p ${PAYMENT_JOINS} ` +
      'where (?::int is null or p.transporter_id = ?) order by p.paid_at desc, p.id desc limit ? offset ?',
    [window.transporterId, window.transporterId, window.limit, window.offset],
  );
}

export async function paymentRowById(em: EntityManager, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await em.execute<PaymentRow[]>(
    `select ${PAYMENT_COLUMNS} from transporter_payment p ${PAYMENT_JOINS} where p.id = ?`,
    [paymentId],
  );
  return row;
}

/** The orders of several payments at once. */
export function paymentLineRows(em: EntityManager, paymentIds: readonly number[]): Promise<PaymentLineRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return em.execute<PaymentLineRow[]>(
    `select l.payment_id, l.amount, ${LABEL_COLUMNS} from transporter_payment_order l ` +
      `join orders.customer_order o on o.id = l.order_id ${LABEL_JOINS} where l.payment_id in (?)`,
    [paymentIds],
  );
}
