/**
 * One order settled by a payment, with the amount it counted for. An order is paid once: the order
 * column is unique, so two clerks recording the same order at once cannot both succeed.
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { CustomerOrder } from '../orders';
import { TransporterPayment } from './transporter-payment.entity';

@Entity()
export class TransporterPaymentOrder {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => TransporterPayment, { ref: true, deleteRule: 'restrict' })
  payment!: Ref<TransporterPayment>;

  @Unique()
  @ManyToOne(() => CustomerOrder, { ref: true, deleteRule: 'restrict' })
  order!: Ref<CustomerOrder>;

  /** Centimes of DZD: the order's total when it was paid. */
  @Property({ type: 'integer' })
  amount!: number;
}
