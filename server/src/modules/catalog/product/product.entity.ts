/**
 * A product as staff edit it. Money is integer centimes of DZD (bigint columns read as numbers: far
 * below 2^53); the tax is in basis points (19 % = 1900) and TTC is never stored: priceTtc() from
 * @tijara/schema derives it wherever it is shown. Texts per language live in ProductTranslation.
 * `version` is an optimistic lock: two staff saving the same product cannot silently overwrite
 * each other.
 */
import { randomUUID } from 'node:crypto';
import {
  BigIntType,
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { Shop } from '../../shop';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import type { Combination } from './combination.entity';
import type { PackItem } from './pack-item.entity';
import { PackMode, ProductStatus } from './product-status';
import type { ProductTranslation } from './product-translation.entity';

const money = () => new BigIntType('number');

@ObjectType({ description: 'A product as staff edit it. Money in centimes, TTC derived with priceTtc().' })
@Entity()
@Check({ name: 'product_prices_check', expression: 'price_ht >= 0 and tax_rate_bp between 0 and 10000' })
export class Product {
  [OptionalProps]?:
    | 'uuid'
    | 'sku'
    | 'barcode'
    | 'status'
    | 'active'
    | 'featured'
    | 'onSale'
    | 'brand'
    | 'brandLine'
    | 'taxRateBp'
    | 'supplyPriceHt'
    | 'wholesalePriceHt'
    | 'wholesaleMoq'
    | 'weightGrams'
    | 'heightMm'
    | 'widthMm'
    | 'lengthMm'
    | 'availableDate'
    | 'supplier'
    | 'packMode'
    | 'createdAt'
    | 'updatedAt'
    | 'version';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID)
  @Unique()
  @Property({ type: 'uuid' })
  uuid: string = randomUUID();

  @Field(() => String)
  @Unique()
  @Property({ type: 'text' })
  slug!: string;

  @Field(() => String, { nullable: true })
  @Unique()
  @Property({ type: 'text', nullable: true })
  sku: string | null = null;

  @Field(() => String, { nullable: true })
  @Index()
  @Property({ type: 'text', nullable: true })
  barcode: string | null = null;

  @Field(() => ProductStatus)
  @Enum({ items: () => Object.values(ProductStatus), type: 'text', default: ProductStatus.DRAFT })
  status: ProductStatus = ProductStatus.DRAFT;

  @Field(() => Boolean, { description: 'Shown on the storefront (when published).' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  featured: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  onSale: boolean = false;

  @Index()
  @ManyToOne(() => Category, { ref: true, deleteRule: 'restrict' })
  mainCategory!: Ref<Category>;

  @ManyToMany(() => Category, undefined, { pivotTable: 'product_category' })
  categories = new Collection<Category>(this);

  @Index()
  @ManyToOne(() => Brand, { ref: true, nullable: true, deleteRule: 'set null' })
  brand: Ref<Brand> | null = null;

  @Index()
  @ManyToOne(() => BrandLine, { ref: true, nullable: true, deleteRule: 'set null' })
  brandLine: Ref<BrandLine> | null = null;

  @ManyToMany(() => Tag, undefined, { pivotTable: 'product_tag' })
  tags = new Collection<Tag>(this);

  @ManyToMany(() => CatalogCollection, undefined, {
    pivotTable: 'product_collection',
    joinColumn: 'product_id',
    inverseJoinColumn: 'collection_id',
  })
  collections = new Collection<CatalogCollection>(this);

  /** The shops selling it (a product in no shop is sold nowhere). */
  @ManyToMany(() => Shop, undefined, {
    pivotTable: 'product_shop',
    joinColumn: 'product_id',
    inverseJoinColumn: 'shop_uuid',
  })
  shops = new Collection<Shop>(this);

  @ManyToMany(() => FeatureValue, undefined, { pivotTable: 'product_feature_value' })
  featureValues = new Collection<FeatureValue>(this);

  /** Selling price before tax, centimes. */
  @Field(() => MoneyScalar)
  @Property({ type: money(), default: 0 })
  priceHt!: number;

  /** Tax rate in basis points: 1900 is 19 %. */
  @Property({ type: 'integer', default: 1900 })
  taxRateBp: number = 1900;

  /** What the shop pays its supplier, before tax, centimes. */
  @Field(() => MoneyScalar, { nullable: true })
  @Property({ type: money(), nullable: true })
  supplyPriceHt: number | null = null;

  /** Price for wholesale customers, before tax, centimes. */
  @Field(() => MoneyScalar, { nullable: true })
  @Property({ type: money(), nullable: true })
  wholesalePriceHt: number | null = null;

  /** Minimum quantity of a wholesale order line. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  wholesaleMoq: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  weightGrams: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  heightMm: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  widthMm: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  lengthMm: number | null = null;

  /** From when it can be ordered (pre-orders before); null: now. */
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null: now.' })
  @Property({ type: 'date', nullable: true })
  availableDate: string | null = null;

  @ManyToOne(() => Supplier, { ref: true, nullable: true, deleteRule: 'set null' })
  supplier: Ref<Supplier> | null = null;

  @Field(() => PackMode, { nullable: true })
  @Enum({ items: () => Object.values(PackMode), type: 'text', nullable: true })
  packMode: PackMode | null = null;

  @OneToMany('ProductTranslation', 'product', { orphanRemoval: true })
  translations = new Collection<ProductTranslation>(this);

  @OneToMany('Combination', 'product', { orphanRemoval: true })
  combinations = new Collection<Combination>(this);

  @OneToMany('PackItem', 'pack', { orphanRemoval: true })
  packItems = new Collection<PackItem>(this);

  @Field(() => Date)
  @Index()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Int, { description: 'Send it back with updateProduct: a stale one is a CONFLICT.' })
  @Property({ type: 'integer', version: true })
  version!: number;
}
