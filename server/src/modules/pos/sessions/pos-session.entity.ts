/**
 * A cashier's session on a till, from the opening cash count to the closing one. Made on the tablet
 * (its uuid too), possibly offline for days, and received through the till's outbox: the open and
 * the close each keep the fingerprint of what was sent, so a replay answers the same session and
 * another body under the same uuid is refused. Numbers follow each other per device (the receipts'
 * middle part). Money is integer centimes; the sales figures are read from the orders, never stored.
 */
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../../shop';
import { Staff } from '../../staff';
import { PosDevice } from '../devices/pos-device.entity';

@Entity({ tableName: 'pos_session' })
@Unique({ name: 'pos_session_device_number_unique', properties: ['device', 'number'] })
@Index({ name: 'pos_session_shop_opened_idx', properties: ['shop', 'openedAt'] })
@Check({ name: 'pos_session_number_check', expression: 'number >= 1' })
@Check({
  name: 'pos_session_cash_check',
  expression: 'opening_cash >= 0 and counted_cash >= 0 and expected_cash >= 0',
})
@Check({
  name: 'pos_session_closed_check',
  expression:
    '(closed_at is null) = (counted_cash is null) and (closed_at is null) = (expected_cash is null) and (closed_at is null) = (close_fingerprint is null)',
})
export class PosSession {
  [OptionalProps]?:
    'receivedAt' | 'closedAt' | 'countedCash' | 'expectedCash' | 'note' | 'closeFingerprint' | 'closedBy';

  /** Made by the tablet. */
  @PrimaryKey({ type: 'uuid' })
  uuid!: string;

  @ManyToOne(() => PosDevice, { ref: true, deleteRule: 'restrict' })
  device!: Ref<PosDevice>;

  /** The device's shop, kept here so a shop's sessions are read by one index. */
  @ManyToOne(() => Shop, { ref: true, deleteRule: 'restrict' })
  shop!: Ref<Shop>;

  @Property({ type: 'integer' })
  number!: number;

  @ManyToOne(() => Staff, { ref: true, deleteRule: 'restrict' })
  cashier!: Ref<Staff>;

  /** By the tablet's clock. */
  @Property({ type: 'timestamptz' })
  openedAt!: Date;

  @Property({ type: 'integer' })
  openingCash!: number;

  /** SHA-256 of the open as received (see session-rules.ts). */
  @Property({ type: 'text' })
  openFingerprint!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  countedCash: number | null = null;

  /** What the till computed: opening cash plus the cash taken minus the change given. */
  @Property({ type: 'integer', nullable: true })
  expectedCash: number | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'text', nullable: true })
  closeFingerprint: string | null = null;

  /** Who sent the close. */
  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  closedBy: Ref<Staff> | null = null;
}
