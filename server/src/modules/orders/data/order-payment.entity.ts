/**
 * Money received for an order: a POS sale's tenders (several for a mixed payment), a deposit, a
 * first payment or an installment paid later. Their sum is the order's amountPaid.
 */
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { PaymentType } from '@tijara/schema';
import { Staff } from '../../staff';
import { CustomerOrder } from './customer-order.entity';

@Entity()
@Check({ name: 'order_payment_amount_check', expression: 'amount > 0' })
export class OrderPayment {
  [OptionalProps]?: 'staff' | 'paidAt' | 'installment';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Index()
  @ManyToOne(() => CustomerOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<CustomerOrder>;

  /** cash, card, mobile_payment or other. */
  @Enum({ items: () => Object.values(PaymentType), type: 'text' })
  method!: PaymentType;

  /** Centimes. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  paidAt: Date = new Date();

  /** The installment this payment settles, for installment orders. */
  @Property({ type: 'integer', nullable: true })
  installment: number | null = null;

  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  staff: Ref<Staff> | null = null;
}
