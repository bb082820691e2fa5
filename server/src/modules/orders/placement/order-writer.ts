/**
 * The one writer of new orders, used by the checkout, POS sync and staff orders, all inside the
 * caller's transaction. Plain SQL with one statement per table (lines, payments and installments
 * are multi-row inserts) because checkout throughput is counted in statements: the ORM's unit of
 * work would add a round trip per row.
 *
 * `insertHeader` is where exactly-once is decided: the insert skips on the (shop, client order key)
 * unique constraint, so of two requests carrying one key the second waits for the first to commit and
 * then gets null: it must answer with the order that exists, never make another.
 */
import { upsertShopCustomer } from '../../customers';
import type { ShopCustomerFields } from '../../customers';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../../core/pg-array';
import type { OrderReviewStatus, OrderStatus, OrderType, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderFlag, OrderPromotion } from '../data';
import type { AppliedLinePromotion } from '../data';

/** A customer as an order names them (the customers module writes the row). */
export type NewCustomer = ShopCustomerFields;

export interface OrderDelivery {
  readonly address: string | null;
  readonly wilayaId: number;
  readonly communeId: number;
  readonly transporterId: number | null;
}

export interface PosOrigin {
  readonly deviceId: string;
  readonly cashierId: string | null;
  readonly posSession: string | null;
  readonly deviceSequence: number | null;
  readonly receiptNumber: string | null;
  readonly clientCreatedAt: Date;
  readonly offline: boolean;
}

export interface NewOrder {
  readonly shopUuid: string;
  readonly customerId: number;
  readonly channel: SalesChannel;
  readonly orderType: OrderType | null;
  readonly paymentType: PaymentType;
  readonly status: OrderStatus;
  /** cart, quick_order, pos, dashboard. */
  readonly source: string;
  readonly clientOrderKey: string | null;
  readonly requestFingerprint: string | null;
  readonly cartExternalId: string | null;
  readonly locale: string | null;
  readonly delivery: OrderDelivery | null;
  /** Centimes. */
  readonly subtotalHt: number;
  readonly discountHt: number;
  readonly deliveryPrice: number;
  readonly deliveryDiscount: number;
  readonly total: number;
  readonly amountPaid: number;
  readonly origin: PosOrigin | null;
  readonly createdById: string | null;
  readonly note: string | null;
  readonly reviewStatus: OrderReviewStatus | null;
  readonly flags: readonly OrderFlag[];
  /** Cart and delivery promotions (item promotions go on the lines); none when omitted. */
  readonly promotions?: readonly OrderPromotion[];
  readonly at: Date;
  /** Set with status 'delivered' (a POS sale is handed over when made). */
  readonly deliveredAt: Date | null;
}

export interface NewOrderLine {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly productName: string;
  readonly combinationName: string | null;
  readonly sku: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly unitPriceAfter: number;
  readonly taxRateBp: number;
  readonly totalHt: number;
  readonly totalTtc: number;
  readonly promotions: readonly AppliedLinePromotion[];
  readonly cataloguePrice: number | null;
}

export interface NewPayment {
  readonly method: PaymentType;
  readonly amount: number;
  readonly installment: number | null;
  readonly staffId: string | null;
}

export interface NewInstallment {
  readonly amount: number;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
}

export interface PlacedOrder {
  readonly id: number;
  readonly uuid: string;
}

export interface KeyedOrder extends PlacedOrder {
  readonly requestFingerprint: string | null;
  readonly status: OrderStatus;
  readonly reviewStatus: OrderReviewStatus | null;
}

export class OrderWriter {
  /**
   * The shop's customer with this phone, created or brought up to date (the names they typed last;
   * an e-mail once given is kept when none is typed). Returns its id.
   */
  upsertCustomer(em: EntityManager, customer: NewCustomer): Promise<number> {
    return upsertShopCustomer(em, customer);
  }

  /** The new order's id and uuid, or null when the shop already has an order with this client key. */
  async insertHeader(em: EntityManager, order: NewOrder): Promise<PlacedOrder | null> {
    const origin = order.origin;
    const rows = await em.execute<PlacedOrder[]>(
      `insert into customer_order (uuid, shop_uuid, customer_id, channel, order_type, payment_type, status,
         source, client_order_key, request_fingerprint, cart_external_id, locale, delivery_address,
         wilaya_id, commune_id, transporter_id, subtotal_ht, discount_ht, delivery_price, delivery_discount,
         total, amount_paid, device_id, cashier_id, pos_session, device_sequence, receipt_number,
         client_created_at, offline, created_by_id, note, review_status, flags, promotions, created_at,
         updated_at, delivered_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)
       on conflict (shop_uuid, client_order_key) do nothing
       returning id, uuid`,
      [
        order.shopUuid,
        order.customerId,
        order.channel,
        order.orderType,
        order.paymentType,
        order.status,
        order.source,
        order.clientOrderKey,
        order.requestFingerprint,
        order.cartExternalId,
        order.locale,
        order.delivery?.address ?? null,
        order.delivery?.wilayaId ?? null,
        order.delivery?.communeId ?? null,
        order.delivery?.transporterId ?? null,
        order.subtotalHt,
        order.discountHt,
        order.deliveryPrice,
        order.deliveryDiscount,
        order.total,
        order.amountPaid,
        origin?.deviceId ?? null,
        origin?.cashierId ?? null,
        origin?.posSession ?? null,
        origin?.deviceSequence ?? null,
        origin?.receiptNumber ?? null,
        origin?.clientCreatedAt ?? null,
        origin?.offline ?? false,
        order.createdById,
        order.note,
        order.reviewStatus,
        JSON.stringify(order.flags),
        JSON.stringify(order.promotions ?? []),
        order.at,
        order.at,
        order.deliveredAt,
      ],
    );
    return rows[0] ?? null;
  }

  /** The shop's order made under this client key, if any (no lock: it is committed and final). */
  async findByKey(em: EntityManager, shopUuid: string, clientOrderKey: string): Promise<KeyedOrder | null> {
    const [row] = await em.execute<
      {
        id: number;
        uuid: string;
        request_fingerprint: string | null;
        status: OrderStatus;
        review_status: OrderReviewStatus | null;
      }[]
    >(
      'select id, uuid, request_fingerprint, status, review_status from customer_order where shop_uuid = ? and client_order_key = ?',
      [shopUuid, clientOrderKey],
    );
    return row
      ? {
          id: row.id,
          uuid: row.uuid,
          requestFingerprint: row.request_fingerprint,
          status: row.status,
          reviewStatus: row.review_status,
        }
      : null;
  }

  async insertLines(em: EntityManager, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
    if (lines.length === 0) return;
    const column = <K extends keyof NewOrderLine>(key: K) =>
      pgArray(lines.map((line) => line[key] as string | number | null));
    await em.execute(
      `insert into order_line (order_id, position, product_id, combination_id, product_name, combination_name, sku,
         quantity, unit_price, unit_price_after, tax_rate_bp, total_ht, total_ttc, promotions, catalogue_price)
       select ?, l.ord - 1, l.product_id, l.combination_id, l.product_name, l.combination_name, l.sku, l.quantity, l.unit_price,
         l.unit_price_after, l.tax_rate_bp, l.total_ht, l.total_ttc, l.promotions::jsonb, l.catalogue_price
       from unnest(?::int[], ?::int[], ?::text[], ?::text[], ?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::int[],
         ?::int[], ?::text[], ?::int[])
         with ordinality as l(product_id, combination_id, product_name, combination_name, sku, quantity, unit_price,
           unit_price_after, tax_rate_bp, total_ht, total_ttc, promotions, catalogue_price, ord)`,
      [
        orderId,
        column('productId'),
        column('combinationId'),
        column('productName'),
        column('combinationName'),
        column('sku'),
        column('quantity'),
        column('unitPrice'),
        column('unitPriceAfter'),
        column('taxRateBp'),
        column('totalHt'),
        column('totalTtc'),
        pgArray(lines.map((line) => JSON.stringify(line.promotions))),
        column('cataloguePrice'),
      ],
      'run',
    );
  }

  async recordStatus(
    em: EntityManager,
    change: {
      readonly orderId: number;
      readonly from: OrderStatus | null;
      readonly to: OrderStatus;
      readonly at: Date;
      readonly staffId: string | null;
      readonly note: string | null;
      /** Why the system made the change (no staff), for the apps to translate. */
      readonly messageKey?: string | null;
    },
  ): Promise<void> {
    await em.execute(
      'insert into order_status_change (order_id, from_status, to_status, changed_at, staff_id, note, message_key) values (?, ?, ?, ?, ?, ?, ?)',
      [
        change.orderId,
        change.from,
        change.to,
        change.at,
        change.staffId,
        change.note,
        change.messageKey ?? null,
      ],
      'run',
    );
  }

  async insertPayments(
    em: EntityManager,
    orderId: number,
    payments: readonly NewPayment[],
    at: Date,
  ): Promise<void> {
    if (payments.length === 0) return;
    await em.execute(
      `insert into order_payment (order_id, method, amount, installment, staff_id, paid_at)
       select ?, p.method, p.amount, p.installment, p.staff_id::uuid, ?
       from unnest(?::text[], ?::int[], ?::int[], ?::text[]) as p(method, amount, installment, staff_id)`,
      [
        orderId,
        at,
        pgArray(payments.map((p) => p.method)),
        pgArray(payments.map((p) => p.amount)),
        pgArray(payments.map((p) => p.installment)),
        pgArray(payments.map((p) => p.staffId)),
      ],
      'run',
    );
  }

  async insertInstallments(
    em: EntityManager,
    orderId: number,
    installments: readonly NewInstallment[],
  ): Promise<void> {
    if (installments.length === 0) return;
    await em.execute(
      `insert into order_installment (order_id, sequence, amount, due_date)
       select ?, i.ord, i.amount, i.due_date::date
       from unnest(?::int[], ?::text[]) with ordinality as i(amount, due_date, ord)`,
      [orderId, pgArray(installments.map((i) => i.amount)), pgArray(installments.map((i) => i.dueDate))],
      'run',
    );
  }
}
