/**
 * One component of a pack (a product whose packMode is set). In a strict pack the component's
 * combination is fixed here; in a flexible pack it is null and the shopper picks one of the
 * component's combinations.
 */
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Combination } from './combination.entity';
import { Product } from './product.entity';

@ObjectType({ description: 'One component of a pack.' })
@Entity()
@Check({ name: 'pack_item_quantity_check', expression: 'quantity >= 1' })
export class PackItem {
  [OptionalProps]?: 'combination' | 'quantity' | 'position';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  pack!: Ref<Product>;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @ManyToOne(() => Combination, { ref: true, nullable: true, deleteRule: 'restrict' })
  combination: Ref<Combination> | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  quantity: number = 1;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
