/**
 * What was sold, frozen at the moment of the order: the product (and combination), its name and
 * SKU then, the unit price before and after item promotions, the tax rate, the line's totals and the
 * promotions that made them. Later catalogue edits never change an order.
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
import { Combination, Product } from '../../catalog';
import { CustomerOrder } from './customer-order.entity';

/** A promotion's part in a line: centimes HT off the line. */
export interface AppliedLinePromotion {
  readonly promotionId: number;
  readonly amount: number;
}

@Entity()
@Unique({ name: 'order_line_position_unique', properties: ['order', 'position'] })
@Check({
  name: 'order_line_figures_check',
  expression:
    'quantity > 0 and unit_price >= 0 and unit_price_after >= 0 and total_ht >= 0 and total_ttc >= 0',
})
export class OrderLine {
  [OptionalProps]?: 'combination' | 'combinationName' | 'sku' | 'promotions' | 'cataloguePrice';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => CustomerOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<CustomerOrder>;

  /** 0-based, in the order the request listed its lines. */
  @Property({ type: 'integer' })
  position!: number;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  @Property({ type: 'text' })
  productName!: string;

  /** The combination's label then ("Rouge - M"), null for a plain product. */
  @Property({ type: 'text', nullable: true })
  combinationName: string | null = null;

  @Property({ type: 'text', nullable: true })
  sku: string | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** Centimes HT per unit before promotions. */
  @Property({ type: 'integer' })
  unitPrice!: number;

  /** Centimes HT per unit after the item promotions. */
  @Property({ type: 'integer' })
  unitPriceAfter!: number;

  @Property({ type: 'integer' })
  taxRateBp!: number;

  /** Centimes: after every discount (items and this line's share of the cart's), HT and TTC. */
  @Property({ type: 'integer' })
  totalHt!: number;

  @Property({ type: 'integer' })
  totalTtc!: number;

  @Property({ type: 'json', default: '[]' })
  promotions: AppliedLinePromotion[] = [];

  /** POS: the catalogue's unit price HT at sync when the till charged another one. */
  @Property({ type: 'integer', nullable: true })
  cataloguePrice: number | null = null;
}
