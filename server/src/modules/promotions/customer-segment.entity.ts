/**
 * A group of a shop's customers that a customer_segment promotion targets, defined by staff: either
 * a named list of customers, or a rule on their history (at least N orders, at least X spent, both
 * counted on the shop's orders that were not cancelled or returned).
 */
import { randomUUID } from 'node:crypto';
import {
  Check,
  Collection,
  Entity,
  Enum,
  ManyToMany,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Customer } from '../customers';
import { Shop } from '../shop';

export const SegmentKind = { MEMBERS: 'members', RULE: 'rule' } as const;
export type SegmentKind = (typeof SegmentKind)[keyof typeof SegmentKind];

@Entity()
@Unique({ name: 'customer_segment_shop_name_unique', properties: ['shop', 'name'] })
@Check({
  name: 'customer_segment_rule_check',
  expression: "kind <> 'rule' or min_orders is not null or min_spent is not null",
})
export class CustomerSegment {
  [OptionalProps]?: 'uuid' | 'minOrders' | 'minSpent' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid', unique: true })
  uuid: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: () => Object.values(SegmentKind), type: 'text' })
  kind!: SegmentKind;

  /** Rule: the customer has placed at least this many orders. */
  @Property({ type: 'integer', nullable: true })
  minOrders: number | null = null;

  /** Rule: the customer's orders add up to at least this many centimes. */
  @Property({ type: 'integer', nullable: true })
  minSpent: number | null = null;

  @ManyToMany(() => Customer, undefined, { pivotTable: 'customer_segment_member' })
  members = new Collection<Customer>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
