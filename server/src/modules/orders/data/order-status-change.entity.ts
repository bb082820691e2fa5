/**
 * One step of an order's life: from which status to which, when, by whom (null: the shopper, the till
 * or the system, which then says why with a message key).
 */
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { OrderStatus } from '@tijara/schema';
import { Staff } from '../../staff';
import { CustomerOrder } from './customer-order.entity';

@Entity()
export class OrderStatusChange {
  [OptionalProps]?: 'fromStatus' | 'staff' | 'note' | 'messageKey' | 'changedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Index()
  @ManyToOne(() => CustomerOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<CustomerOrder>;

  /** Null for the order's first status. */
  @Enum({ items: () => Object.values(OrderStatus), type: 'text', nullable: true })
  fromStatus: OrderStatus | null = null;

  @Enum({ items: () => Object.values(OrderStatus), type: 'text' })
  toStatus!: OrderStatus;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Date = new Date();

  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  staff: Ref<Staff> | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** Why the system made the change (no staff), as a message key the apps translate. */
  @Property({ type: 'text', nullable: true })
  messageKey: string | null = null;
}
