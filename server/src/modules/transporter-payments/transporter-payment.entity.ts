/**
 * Money a transporter handed over for the cash-on-delivery orders it delivered: one payment covers
 * several orders, and its total is the sum of theirs (checked when recorded).
 */
import { Check, Collection, Entity, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Staff } from '../staff';
import { Transporter } from '../transporters';
import type { TransporterPaymentOrder } from './transporter-payment-order.entity';

@Entity()
@Check({ name: 'transporter_payment_total_check', expression: 'total > 0' })
export class TransporterPayment {
  [OptionalProps]?: 'reference' | 'note' | 'paidAt' | 'orders';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Transporter, { ref: true, deleteRule: 'restrict' })
  transporter!: Ref<Transporter>;

  /** Centimes of DZD. */
  @Property({ type: 'integer' })
  total!: number;

  /** The transporter's statement or receipt number. */
  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @ManyToOne('Staff', { ref: true, deleteRule: 'restrict' })
  recordedBy!: Ref<Staff>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  paidAt: Date = new Date();

  @OneToMany('TransporterPaymentOrder', 'payment')
  orders = new Collection<TransporterPaymentOrder>(this);
}
