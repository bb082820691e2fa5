/**
 * A sellable variant of a product: the attribute values it is made of (XL + Rouge), a price impact
 * on the product's HT price (centimes, may be negative), optional names per language, and its own
 * images among the product's. At most one combination per product is the default one (a partial
 * unique index in the migration).
 */
import {
  BigIntType,
  Collection,
  Entity,
  Index,
  ManyToMany,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PartialLabelsResult } from '../taxonomy/labels.results';
import type { Labels } from '../labels';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { ProductImage } from '../images/product-image.entity';
import { Product } from './product.entity';

@ObjectType({ description: 'A sellable variant of a product (Rouge - XL).' })
@Entity()
@Index({
  name: 'combination_one_default_idx',
  expression:
    'create unique index "combination_one_default_idx" on "combination" ("product_id") where "is_default"',
})
export class Combination {
  [OptionalProps]?: 'reference' | 'barcode' | 'isDefault' | 'priceImpactHt' | 'names' | 'active' | 'position';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Field(() => String, { nullable: true, description: 'Its own SKU, unique.' })
  @Unique()
  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Field(() => String, { nullable: true })
  @Index()
  @Property({ type: 'text', nullable: true })
  barcode: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  /** Added to the product's HT price, centimes (negative for a cheaper variant). */
  @Field(() => MoneyScalar)
  @Property({ type: new BigIntType('number'), default: 0 })
  priceImpactHt: number = 0;

  /** A name of its own per language; when absent the label is built from its values. */
  @Field(() => PartialLabelsResult, { nullable: true, description: 'Its own name per language, if any.' })
  @Property({ type: 'json', nullable: true })
  names: Partial<Labels> | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @ManyToMany(() => AttributeValue, undefined, { pivotTable: 'combination_value' })
  values = new Collection<AttributeValue>(this);

  @ManyToMany(() => ProductImage, undefined, { pivotTable: 'combination_image' })
  images = new Collection<ProductImage>(this);
}
