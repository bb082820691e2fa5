/**
 * Which wilaya a commune belongs to, and when: the history that lets an order placed before a reform
 * keep the wilaya it was placed with. A commune has one row per period; the periods of one commune do
 * not overlap and are half-open [validFrom, validUntil), null meaning open-ended.
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Commune } from './commune.entity';
import { Wilaya } from './wilaya.entity';

@Entity()
export class CommuneDivision {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Commune, { ref: true, deleteRule: 'cascade' })
  commune!: Ref<Commune>;

  @Index()
  @ManyToOne(() => Wilaya, { ref: true })
  wilaya!: Ref<Wilaya>;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  validFrom: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  validUntil: Date | null = null;
}
