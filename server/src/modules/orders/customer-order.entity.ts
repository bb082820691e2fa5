/**
 * An order's header: who, through which channel, how it is paid, where it goes and its status.
 * Totals are integer centimes computed by the server. For now this carries what transporter
 * payments need (delivered cash-on-delivery orders and their totals); the orders issue adds the
 * lines, the status history, checkout and its idempotency key.
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
import { OrderStatus, OrderType, PaymentType, SalesChannel } from '@tijara/schema';
import { Commune, Wilaya } from '../geography';
import { Shop } from '../shop';
import { Transporter } from '../transporters';
import { Customer } from './customer.entity';

@Entity({ tableName: 'customer_order' })
@Check({ name: 'customer_order_total_check', expression: 'total >= 0 and delivery_price >= 0' })
@Index({
  name: 'customer_order_transporter_delivered_idx',
  expression:
    'create index "customer_order_transporter_delivered_idx" on "customer_order" ("transporter_id", "delivered_at") where "status" = \'delivered\'',
})
export class CustomerOrder {
  [OptionalProps]?:
    | 'uuid'
    | 'orderType'
    | 'status'
    | 'deliveryAddress'
    | 'wilaya'
    | 'commune'
    | 'transporter'
    | 'trackingNumber'
    | 'deliveryPrice'
    | 'createdAt'
    | 'deliveredAt';

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
}
