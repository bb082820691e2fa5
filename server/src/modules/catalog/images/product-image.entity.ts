/**
 * An image of a product. The original and its resized variants are stored under `storageKey` (see
 * storeImage in the media module); combinations pick theirs among the product's images. At most one
 * image per product is the default (a partial unique index in the migration). Also the GraphQL
 * ProductImage type: alts, sizes and originalUrl are resolved in product-image.resolver.ts.
 */
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Labels } from '../labels';
import { Product } from '../product/product.entity';

@ObjectType({ description: 'An image of a product, with its resized variants.' })
@Entity()
@Index({
  name: 'product_image_one_default_idx',
  expression:
    'create unique index "product_image_one_default_idx" on "product_image" ("product_id") where "is_default"',
})
export class ProductImage {
  [OptionalProps]?: 'alts' | 'position' | 'isDefault' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  /** Where the original and the variants live, without size suffix or extension. */
  @Property({ type: 'text' })
  storageKey!: string;

  /** The uploaded file's name, as staff see it. */
  @Property({ type: 'text' })
  originalName!: string;

  /** The detected type (from the bytes, not the name). */
  @Property({ type: 'text' })
  mimeType!: string;

  @Field(() => Int, { description: 'Of the upright original, in pixels.' })
  @Property({ type: 'integer' })
  width!: number;

  @Field(() => Int, { description: 'Of the upright original, in pixels.' })
  @Property({ type: 'integer' })
  height!: number;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'json', nullable: true })
  alts: Labels | null = null;

  @Field(() => Int, { description: 'Order in the gallery, from 0.' })
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Field(() => Boolean, { description: "The product's main image (exactly one per product with images)." })
  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
