/**
 * The running figures of one stock line (a plain product, or one combination) in one warehouse.
 * `onHand` is the sum of the line's ledger rows (StockMovement), kept in the same transaction as each
 * row is written; `reserved` is the sum of its active reservations (orders not yet shipped,
 * expeditions not yet sent). Available = onHand - reserved. Both are changed only by StockLedger's
 * guarded updates, and `update-stocks` rebuilds them from their sources.
 *
 * onHand has no `>= 0` check on purpose: a POS sale made offline is a fact and is recorded even when
 * the shelf count said zero; the guarded updates keep everything else from going below available.
 */
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Combination, Product } from '../catalog';
import { Warehouse } from './warehouse.entity';

@Entity()
@Index({
  name: 'stock_level_line_idx',
  expression:
    'create unique index "stock_level_line_idx" on "stock_level" ("warehouse_id", "product_id", coalesce("combination_id", 0))',
})
@Check({ name: 'stock_level_reserved_check', expression: 'reserved >= 0' })
export class StockLevel {
  [OptionalProps]?: 'id' | 'onHand' | 'reserved' | 'updatedAt' | 'combination';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  warehouse!: Ref<Warehouse>;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @Index()
  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  @Property({ type: 'integer', default: 0 })
  onHand: number = 0;

  @Property({ type: 'integer', default: 0 })
  reserved: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
