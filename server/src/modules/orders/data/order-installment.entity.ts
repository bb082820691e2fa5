/**
 * One installment of an installment order's plan: its amount and due date. The first payment is on
 * the order (amountPaid at creation); the first payment plus the installments equal the total.
 */
import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { CustomerOrder } from './customer-order.entity';

@Entity()
@Unique({ name: 'order_installment_sequence_unique', properties: ['order', 'sequence'] })
@Check({ name: 'order_installment_amount_check', expression: 'amount > 0' })
export class OrderInstallment {
  [OptionalProps]?: 'paidAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => CustomerOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<CustomerOrder>;

  /** 1, 2, 3... in due order. */
  @Property({ type: 'integer' })
  sequence!: number;

  /** Centimes. */
  @Property({ type: 'integer' })
  amount!: number;

  /** YYYY-MM-DD. */
  @Property({ type: 'date' })
  dueDate!: string;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;
}
