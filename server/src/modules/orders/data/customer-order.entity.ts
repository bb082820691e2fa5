/**
 * An order's header: who, through which channel, how it is paid, where it goes, its status and
 * totals (integer centimes: computed by the server for web and staff orders, the till's figures for
 * a POS sale, which is a fact). `clientOrderKey` is the exactly-once guarantee: unique per shop in the
 * database, so a retry, a double tap or a replayed offline sale finds the order it already made;
 * `requestFingerprint` tells a true replay from a different order sent under a used key.
 */
import { randomUUID } from 'node:crypto';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { OrderReviewStatus, OrderStatus, OrderType, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderFlagKind } from '@tijara/schema';
import { Commune, Wilaya } from '../../geography';
import { Shop } from '../../shop';
import { Staff } from '../../staff';
import { Transporter } from '../../transporters';
import { Customer } from '../../customers';

/** One reason a POS sale was flagged, with the figures a reviewer needs. */
export interface OrderFlag {
  readonly kind: OrderFlagKind;
  readonly productId: number;
  readonly combinationId: number | null;
  /** OVERSOLD: units sold and what was available when the sale synced. */
  readonly sold?: number;
  readonly available?: number;
  /** PRICE_CHANGED: centimes HT per unit, charged by the till and in the catalogue at sync. */
  readonly chargedUnitPrice?: number;
  readonly catalogueUnitPrice?: number;
}

/** A cart or delivery promotion the order got: centimes off, HT for the subtotal, on the delivery price. */
export interface OrderPromotion {
  readonly promotionId: number;
  readonly target: 'subtotal' | 'delivery';
  readonly amount: number;
}

@Entity({ tableName: 'customer_order' })
@Check({ name: 'customer_order_total_check', expression: 'total >= 0 and delivery_price >= 0' })
@Unique({ name: 'customer_order_shop_key_unique', properties: ['shop', 'clientOrderKey'] })
@Index({
  name: 'customer_order_review_idx',
  expression:
    'create index "customer_order_review_idx" on "customer_order" ("shop_uuid", "created_at") where "review_status" = \'pending\'',
})
@Index({ name: 'customer_order_shop_created_idx', properties: ['shop', 'createdAt'] })
@Index({
  name: 'customer_order_unconfirmed_web_idx',
  expression:
    'create index "customer_order_unconfirmed_web_idx" on "customer_order" ("created_at") where "status" = \'pending\' and "channel" = \'eCommerce\'',
})
@Index({
  name: 'customer_order_transporter_delivered_idx',
  expression:
    'create index "customer_order_transporter_delivered_idx" on "customer_order" ("transporter_id", "delivered_at") where "status" = \'delivered\'',
})
// The dashboard's aggregates (modules/dashboard): a day's sales, the orders waiting, carriers' money.
@Index({
  name: 'customer_order_created_sales_idx',
  expression:
    'create index "customer_order_created_sales_idx" on "customer_order" ("created_at") include ("shop_uuid", "channel", "status", "total")',
})
@Index({
  name: 'customer_order_waiting_idx',
  expression:
    'create index "customer_order_waiting_idx" on "customer_order" ("shop_uuid", "status") where "status" in (\'pending\', \'confirmed\', \'shipped\')',
})
@Index({
  name: 'customer_order_cod_delivered_idx',
  expression:
    'create index "customer_order_cod_delivered_idx" on "customer_order" ("transporter_id") include ("id", "total") where "status" = \'delivered\' and "payment_type" = \'transporter_payment\'',
})
// A till session's figures (modules/pos): its sales by the session id the till sent, in any case.
@Index({
  name: 'customer_order_pos_session_idx',
  expression:
    'create index "customer_order_pos_session_idx" on "customer_order" (lower("pos_session")) where "pos_session" is not null',
})
export class CustomerOrder {
  [OptionalProps]?:
    | 'uuid'
    | 'orderType'
    | 'status'
    | 'deliveryAddress'
    | 'wilaya'
    | 'commune'
    | 'wilayaName'
    | 'wilayaNameAr'
    | 'communeName'
    | 'communeNameAr'
    | 'transporter'
    | 'trackingNumber'
    | 'deliveryPrice'
    | 'createdAt'
    | 'deliveredAt'
    | 'clientOrderKey'
    | 'requestFingerprint'
    | 'cartExternalId'
    | 'locale'
    | 'source'
    | 'subtotalHt'
    | 'discountHt'
    | 'deliveryDiscount'
    | 'amountPaid'
    | 'deviceId'
    | 'cashier'
    | 'posSession'
    | 'deviceSequence'
    | 'receiptNumber'
    | 'clientCreatedAt'
    | 'offline'
    | 'reviewStatus'
    | 'flags'
    | 'promotions'
    | 'reviewedBy'
    | 'reviewedAt'
    | 'reviewNote'
    | 'createdBy'
    | 'note'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'uuid' })
  uuid: string = randomUUID();

  @Index()
  @ManyToOne(() => Shop, { ref: true, deleteRule: 'restrict' })
  shop!: Ref<Shop>;

  @Index()
  @ManyToOne(() => Customer, { ref: true, deleteRule: 'restrict' })
  customer!: Ref<Customer>;

  @Enum({ items: () => Object.values(SalesChannel), type: 'text' })
  channel!: SalesChannel;

  @Enum({ items: () => Object.values(OrderType), type: 'text', nullable: true })
  orderType: OrderType | null = null;

  @Enum({ items: () => Object.values(PaymentType), type: 'text' })
  paymentType!: PaymentType;

  @Enum({ items: () => Object.values(OrderStatus), type: 'text', default: OrderStatus.PENDING })
  status: OrderStatus = OrderStatus.PENDING;

  @Property({ type: 'text', nullable: true })
  deliveryAddress: string | null = null;

  @ManyToOne(() => Wilaya, { ref: true, nullable: true, deleteRule: 'restrict' })
  wilaya: Ref<Wilaya> | null = null;

  @ManyToOne(() => Commune, { ref: true, nullable: true, deleteRule: 'restrict' })
  commune: Ref<Commune> | null = null;

  /**
   * The wilaya's and commune's names when the order was made, in French and Arabic: what staff read
   * on the order ever after, whatever the geography is renamed or split into later. A database
   * trigger fills them from the ids (migration 20261125013022-unconfirmed-orders), whoever inserts.
   */
  @Property({ type: 'text', nullable: true })
  wilayaName: string | null = null;

  @Property({ type: 'text', nullable: true })
  wilayaNameAr: string | null = null;

  @Property({ type: 'text', nullable: true })
  communeName: string | null = null;

  @Property({ type: 'text', nullable: true })
  communeNameAr: string | null = null;

  @ManyToOne(() => Transporter, { ref: true, nullable: true, deleteRule: 'restrict' })
  transporter: Ref<Transporter> | null = null;

  /** The carrier's parcel number, when it gave one. */
  @Property({ type: 'text', nullable: true })
  trackingNumber: string | null = null;

  /** Centimes of DZD, included in total. */
  @Property({ type: 'integer', default: 0 })
  deliveryPrice: number = 0;

  /** Centimes of DZD: what the customer owes for the whole order. */
  @Property({ type: 'integer' })
  total!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  /** The client's key (storefront SHA-256 digest or POS client order id); null for staff orders. */
  @Property({ type: 'text', nullable: true })
  clientOrderKey: string | null = null;

  /** SHA-256 of the canonical request the order was made from: a replay must match it. */
  @Property({ type: 'text', nullable: true })
  requestFingerprint: string | null = null;

  @Property({ type: 'text', nullable: true })
  cartExternalId: string | null = null;

  /** The shopper's language when ordering (fr, en, ar): what the shop answers them in. */
  @Property({ type: 'text', nullable: true })
  locale: string | null = null;

  /** Where it was entered: cart, quick_order, pos, dashboard. */
  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  /** Centimes HT: lines before any promotion. */
  @Property({ type: 'integer', default: 0 })
  subtotalHt: number = 0;

  /** Centimes HT: item and cart promotions. */
  @Property({ type: 'integer', default: 0 })
  discountHt: number = 0;

  /** Centimes: a shipping promotion's part of deliveryPrice. */
  @Property({ type: 'integer', default: 0 })
  deliveryDiscount: number = 0;

  /** Centimes received so far (a deposit, a first installment, a POS sale's tenders). */
  @Property({ type: 'integer', default: 0 })
  amountPaid: number = 0;

  @Property({ type: 'text', nullable: true })
  deviceId: string | null = null;

  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  cashier: Ref<Staff> | null = null;

  @Property({ type: 'text', nullable: true })
  posSession: string | null = null;

  @Property({ type: 'integer', nullable: true })
  deviceSequence: number | null = null;

  /** The receipt number the till printed (device code, session, sequence). */
  @Property({ type: 'text', nullable: true })
  receiptNumber: string | null = null;

  /** When the device made it (its clock); createdAt is when the server recorded it. */
  @Property({ type: 'timestamptz', nullable: true })
  clientCreatedAt: Date | null = null;

  /** Made without a connection and synced later. */
  @Property({ type: 'boolean', default: false })
  offline: boolean = false;

  /** 'pending' while a flagged POS sale waits for a person, 'resolved' once seen; null: never flagged. */
  @Enum({ items: () => Object.values(OrderReviewStatus), type: 'text', nullable: true })
  reviewStatus: OrderReviewStatus | null = null;

  /** Why it was flagged: [{kind, productId, combinationId, ...figures}]. */
  @Property({ type: 'json', default: '[]' })
  flags: OrderFlag[] = [];

  /** The cart and delivery promotions of the order (item promotions are on its lines). */
  @Property({ type: 'json', default: '[]' })
  promotions: OrderPromotion[] = [];

  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  reviewedBy: Ref<Staff> | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewNote: string | null = null;

  /** The member of staff who entered a phone, wholesale or installment order. */
  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  createdBy: Ref<Staff> | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
