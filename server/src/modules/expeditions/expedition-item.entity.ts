/**
 * One line of an expedition; once sent it is a "part" (the legacy `partId` is this id) that the
 * destination receives in one or more receptions. `quantity` is what was (or will be) sent,
 * `receivedQuantity` what arrived so far (never more than sent: a check).
 */
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Combination, Product } from '../catalog';
import { Expedition } from './expedition.entity';

@Entity()
@Index({
  name: 'expedition_item_line_idx',
  expression:
    'create unique index "expedition_item_line_idx" on "expedition_item" ("expedition_id", "product_id", coalesce("combination_id", 0))',
})
@Check({ name: 'expedition_item_quantity_check', expression: 'quantity > 0' })
@Check({
  name: 'expedition_item_received_check',
  expression: 'received_quantity >= 0 and received_quantity <= quantity',
})
export class ExpeditionItem {
  [OptionalProps]?: 'combination' | 'receivedQuantity';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Expedition, { ref: true, deleteRule: 'cascade' })
  expedition!: Ref<Expedition>;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer', default: 0 })
  receivedQuantity: number = 0;
}
