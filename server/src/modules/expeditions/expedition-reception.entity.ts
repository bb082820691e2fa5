/**
 * One arrival of units of a part at the destination, with who counted them and when. The optional
 * idempotency key makes a retried "receive" (a double tap, a lost answer) count once.
 */
import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Staff } from '../staff';
import { ExpeditionItem } from './expedition-item.entity';

@Entity()
@Check({ name: 'expedition_reception_quantity_check', expression: 'quantity > 0' })
export class ExpeditionReception {
  [OptionalProps]?: 'receivedAt' | 'idempotencyKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ExpeditionItem, { ref: true, deleteRule: 'cascade' })
  item!: Ref<ExpeditionItem>;

  @Property({ type: 'integer' })
  quantity!: number;

  @ManyToOne('Staff', { ref: true, deleteRule: 'restrict' })
  receivedBy!: Ref<Staff>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  @Unique()
  @Property({ type: 'text', nullable: true })
  idempotencyKey: string | null = null;
}
