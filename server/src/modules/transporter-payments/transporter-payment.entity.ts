/**
 * Money a transporter handed over for the cash-on-delivery orders it delivered: one payment covers
 * several orders, and its total is the sum of theirs (checked when recorded).
 */
import {
  Check,
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Staff } from '../staff';
import { Transporter } from '../transporters';
import type { TransporterPaymentOrder } from './transporter-payment-order.entity';

@Entity()
@Check({ name: 'transporter_payment_total_check', expression: 'total > 0' })
@Index({ name: 'transporter_payment_history_idx', properties: ['transporter', 'paidAt'] })
export class TransporterPayment {
  [OptionalProps]?: 'reference' | 'note' | 'paidAt' | 'orders' | 'recordedBy';

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

  /** Who recorded it; null when the system did (the demo seed, an import from an older system). */
  @ManyToOne('Staff', { ref: true, nullable: true, deleteRule: 'restrict' })
  recordedBy: Ref<Staff> | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  paidAt: Date = new Date();

  @OneToMany('TransporterPaymentOrder', 'payment')
  orders = new Collection<TransporterPaymentOrder>(this);
}
