/**
 * Units promised but not yet gone: a web order not yet shipped, an expedition item not yet sent.
 * Active reservations add up to StockLevel.reserved. A reservation ends released (order cancelled,
 * item removed, expired) or consumed (turned into a ledger row when the goods leave). `reference`
 * names its owner ("expedition-item:34", "order:<uuid>"); an owner holds at most one active
 * reservation per stock line (a partial unique index). `expiresAt` lets abandoned web reservations
 * go back on sale: update-stocks releases the expired ones.
 */
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Combination, Product } from '../catalog';
import { Warehouse } from './warehouse.entity';

export const ReservationStatus = { ACTIVE: 'active', RELEASED: 'released', CONSUMED: 'consumed' } as const;
export type ReservationStatus = (typeof ReservationStatus)[keyof typeof ReservationStatus];

@Entity()
@Index({
  name: 'stock_reservation_active_owner_idx',
  expression:
    'create unique index "stock_reservation_active_owner_idx" on "stock_reservation" ("reference", "warehouse_id", "product_id", coalesce("combination_id", 0)) where "status" = \'active\'',
})
@Index({
  name: 'stock_reservation_active_line_idx',
  expression:
    'create index "stock_reservation_active_line_idx" on "stock_reservation" ("warehouse_id", "product_id", coalesce("combination_id", 0)) where "status" = \'active\'',
})
@Check({ name: 'stock_reservation_quantity_check', expression: 'quantity > 0' })
export class StockReservation {
  [OptionalProps]?: 'id' | 'combination' | 'status' | 'expiresAt' | 'createdAt' | 'closedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  warehouse!: Ref<Warehouse>;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'text' })
  reference!: string;

  @Enum({ items: () => Object.values(ReservationStatus), type: 'text', default: ReservationStatus.ACTIVE })
  status: ReservationStatus = ReservationStatus.ACTIVE;

  @Index()
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;
}
