/**
 * The append-only stock ledger: one row per change of an on-hand figure, with why (reason), who
 * (staff, null for the system), when, and what it belongs to (`reference`: "expedition:12",
 * "order:<uuid>", a supplier's delivery note...). `quantity` is signed (+ in, - out) and
 * `balanceAfter` is the line's on-hand figure right after it, so a line's history reads like a bank
 * statement. A trigger in the migration refuses UPDATE and DELETE: mistakes are corrected by a new
 * ADJUSTMENT row, never by editing history.
 */
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { STOCK_MOVEMENT_REASONS } from '@tijara/schema';
import type { StockMovementReason } from '@tijara/schema';
import { Combination, Product } from '../catalog';
import type { Staff } from '../staff';
import { Warehouse } from './warehouse.entity';

@Entity()
@Index({
  name: 'stock_movement_line_idx',
  expression:
    'create index "stock_movement_line_idx" on "stock_movement" ("warehouse_id", "product_id", coalesce("combination_id", 0), "id")',
})
@Check({ name: 'stock_movement_quantity_check', expression: 'quantity <> 0' })
export class StockMovement {
  [OptionalProps]?: 'id' | 'combination' | 'reference' | 'note' | 'staff' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  warehouse!: Ref<Warehouse>;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  /** Signed units: positive in, negative out. */
  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  balanceAfter!: number;

  @Enum({ items: () => [...STOCK_MOVEMENT_REASONS], type: 'text' })
  reason!: StockMovementReason;

  @Index()
  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @ManyToOne('Staff', { ref: true, nullable: true, deleteRule: 'restrict' })
  staff: Ref<Staff> | null = null;

  @Index()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
