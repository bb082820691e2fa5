/**
 * Fixtures of the orders list, export and sweep tests: orders moved to another wilaya and commune,
 * many orders written in one statement (the export's thousands), the sweep of unconfirmed web orders
 * built as the server builds it but on a clock the test holds, and the GraphQL operations.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import {
  OrderReadsService,
  OrderTransitionsService,
  OrderWriter,
  UnconfirmedOrderSweep,
} from '../../src/modules/orders';
import { StockLedger } from '../../src/modules/stock';
import { sql } from './catalog-admin-fixtures';
import { SUMMARY_FIELDS } from './order-admin-fixtures';
import type { TestApp } from './test-app';

export const ORAN = { wilayaId: 31, communeId: 3101 };

/** Delivers the order to another wilaya and commune (the names follow, as when it was placed there). */
export async function moveOrderTo(
  server: TestApp,
  orderId: number,
  place: { wilayaId: number; communeId: number },
): Promise<void> {
  await sql(server, 'update customer_order set wilaya_id = ?, commune_id = ? where id = ?', [
    place.wilayaId,
    place.communeId,
    orderId,
  ]);
}

export interface ManyOrders {
  readonly shopUuid: string;
  readonly count: number;
  /** The first order's instant; each next one a minute later. */
  readonly from: Date;
  readonly channel?: SalesChannel;
  readonly status?: OrderStatus;
  readonly lastname?: string;
}

/**
 * `count` orders of one new customer in one statement (a test of thousands cannot afford a writer
 * call each): totals 1 000,01 DA, 1 000,02 DA..., delivered to Bab Ezzouar, Alger.
 */
export async function insertManyOrders(server: TestApp, spec: ManyOrders): Promise<void> {
  const [customer] = await sql<{ id: number }>(
    server,
    `insert into customer (uuid, shop_uuid, firstname, lastname, phone, created_at)
     values (gen_random_uuid(), ?, 'Export', ?, ?, now()) returning id`,
    [
      spec.shopUuid,
      spec.lastname ?? 'Fichier',
      `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    ],
  );
  await sql(
    server,
    `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, wilaya_id,
       commune_id, total, created_at, updated_at)
     select gen_random_uuid(), ?, ?, ?, ?, ?, 16, 1621, 100000 + n, ?::timestamptz + n * interval '1 minute',
       ?::timestamptz + n * interval '1 minute'
     from generate_series(0, ? - 1) as n`,
    [
      spec.shopUuid,
      customer?.id,
      spec.channel ?? SalesChannel.ECOMMERCE,
      PaymentType.TRANSPORTER,
      spec.status ?? OrderStatus.CONFIRMED,
      spec.from,
      spec.from,
      spec.count,
    ],
  );
}

/** The sweep as the server runs it, on the test's clock. */
export function sweepOf(now: () => Date, batchSize?: number): UnconfirmedOrderSweep {
  const transitions = new OrderTransitionsService(
    new StockLedger(),
    new OrderWriter(),
    new OrderReadsService(),
  );
  return new UnconfirmedOrderSweep(transitions, { clock: now, batchSize });
}

export function runSweep(server: TestApp, sweep: UnconfirmedOrderSweep): Promise<number> {
  return sweep.run(server.orm.em.fork() as EntityManager);
}

export const LIST_FIELDS = `${SUMMARY_FIELDS} autoCancelAt`;

export const SORTED_ORDERS = `query($filter: OrderFilter, $sort: OrderSortField, $direction: SortDirection, $pageSize: Int) {
  orders(filter: $filter, sort: $sort, direction: $direction, pageSize: $pageSize) {
    totalCount items { ${LIST_FIELDS} } } }`;

export const STATUS_COUNTS = `query($filter: OrderFilter) { orderStatusCounts(filter: $filter) { status count } }`;

export const ORDER_EXTRAS = `query($uuid: ID!) { order(uuid: $uuid) {
  uuid status wilayaName communeName autoCancelAt customerRecord { orders delivered returned cancelled }
  history { fromStatus toStatus staffName note messageKey } } }`;

export const SET_DELAY = `mutation($shopUuid: ID!, $days: Int!) {
  setUnconfirmedOrderDays(shopUuid: $shopUuid, days: $days) { uuid unconfirmedOrderDays } }`;
