/**
 * An internal expedition: stock sent from one warehouse of a shop to another. Items are edited while
 * it is `inprogress` (each holds a reservation in the source); sending turns the reservations into
 * EXPEDITION_OUT rows; each reception of a part writes an EXPEDITION_IN row in the destination. The
 * allowed transitions live in expedition-transitions.ts. Ids are integers: staff say "expedition 42".
 */
import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { EXPEDITION_STATUSES, ExpeditionStatus } from '@tijara/schema';
import type { Staff } from '../staff';
import { Warehouse } from '../stock';
import type { ExpeditionItem } from './expedition-item.entity';

@Entity()
@Check({
  name: 'expedition_two_warehouses_check',
  expression: 'source_warehouse_id <> destination_warehouse_id',
})
@Index({ name: 'expedition_status_idx', properties: ['status', 'createdAt'] })
export class Expedition {
  [OptionalProps]?: 'status' | 'note' | 'createdAt' | 'sentAt' | 'sentBy' | 'closedAt' | 'closedBy' | 'items';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  sourceWarehouse!: Ref<Warehouse>;

  @Index()
  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  destinationWarehouse!: Ref<Warehouse>;

  @Enum({ items: () => [...EXPEDITION_STATUSES], type: 'text', default: ExpeditionStatus.INPROGRESS })
  status: ExpeditionStatus = ExpeditionStatus.INPROGRESS;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @ManyToOne('Staff', { ref: true, deleteRule: 'restrict' })
  createdBy!: Ref<Staff>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @ManyToOne('Staff', { ref: true, nullable: true, deleteRule: 'restrict' })
  sentBy: Ref<Staff> | null = null;

  /** When it became completed or cancelled. */
  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  @ManyToOne('Staff', { ref: true, nullable: true, deleteRule: 'restrict' })
  closedBy: Ref<Staff> | null = null;

  @OneToMany('ExpeditionItem', 'expedition')
  items = new Collection<ExpeditionItem>(this);
}
