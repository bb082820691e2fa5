/**
 * A place stock is kept, belonging to one shop. Staff are assigned to warehouses (affectation) and
 * act only in theirs. At most one warehouse per shop is the shop's default: where web orders reserve
 * and the storefront reads availability from (a partial unique index).
 */
import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../shop';

@Entity()
@Index({
  name: 'warehouse_one_default_per_shop_idx',
  expression:
    'create unique index "warehouse_one_default_per_shop_idx" on "warehouse" ("shop_uuid") where "is_shop_default"',
})
export class Warehouse {
  [OptionalProps]?: 'id' | 'active' | 'isShopDefault' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'boolean', default: false })
  isShopDefault: boolean = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
