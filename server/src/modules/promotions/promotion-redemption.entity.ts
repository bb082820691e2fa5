/**
 * A single-use coupon consumed by a customer: written by the order that used it, in that order's
 * transaction. The unique (promotion, customer) pair is what makes "once per customer" hold under
 * concurrent checkouts; the order id is what lets a replay of the same order pass without consuming
 * it twice.
 */
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Customer } from '../customers';
// Type only: orders places orders with promotions, so the entity is named, not imported, at run time.
import type { CustomerOrder } from '../orders';
import { Promotion } from './promotion.entity';

@Entity()
@Unique({ name: 'promotion_redemption_once_unique', properties: ['promotion', 'customer'] })
export class PromotionRedemption {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Promotion, { ref: true, deleteRule: 'restrict' })
  promotion!: Ref<Promotion>;

  @ManyToOne(() => Customer, { ref: true, deleteRule: 'cascade' })
  customer!: Ref<Customer>;

  @ManyToOne({ entity: 'CustomerOrder', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<CustomerOrder>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
