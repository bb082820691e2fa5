/** GraphQL inputs of the product forms (details, prices, language, features) and the staff list filter. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { ProductStatus } from '../product/product-status';
import type { NewProductInput } from './product-editing.service';
import type { ProductFieldsInput } from './product-fields';
import type { ProductFilter } from './product-search';
import type { PricesInput } from './rules/prices';
import type { ProductTextsInput } from './rules/product-texts';

@InputType({ description: 'The pricing step: centimes before tax, the tax in percent (2 decimals).' })
export class ProductPricesInput implements PricesInput {
  @Field(() => MoneyScalar)
  priceHt!: number;

  @Field(() => Float, { description: '19 for 19 %; rounded to 2 decimals.' })
  taxPercent!: number;

  @Field(() => MoneyScalar, { nullable: true, description: 'Absent: unchanged; null: none.' })
  supplyPriceHt?: number | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'Absent: unchanged; null: none.' })
  wholesalePriceHt?: number | null;

  @Field(() => Int, { nullable: true, description: 'Absent: unchanged; null: none.' })
  wholesaleMoq?: number | null;
}

/** Fields shared by the create and update inputs. */
@InputType('ProductFieldsInput')
export class ProductFieldsGraphqlInput implements ProductFieldsInput {
  @Field(() => String, { nullable: true, description: 'Generated from the French name when absent.' })
  slug?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Further categories (the main one apart).' })
  categoryIds?: number[] | null;

  @Field(() => Int, { nullable: true })
  brandId?: number | null;

  @Field(() => Int, { nullable: true, description: "A line of the product's brand." })
  brandLineId?: number | null;

  @Field(() => [Int], { nullable: true })
  tagIds?: number[] | null;

  @Field(() => [Int], { nullable: true })
  collectionIds?: number[] | null;

  @Field(() => [ID], { nullable: true, description: 'Uuids of the shops selling it.' })
  shopIds?: string[] | null;

  @Field(() => Int, { nullable: true })
  supplierId?: number | null;

  @Field(() => String, { nullable: true, description: 'Unique.' })
  sku?: string | null;

  @Field(() => String, { nullable: true })
  barcode?: string | null;

  @Field(() => ProductStatus, { nullable: true })
  status?: ProductStatus | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  onSale?: boolean | null;

  @Field(() => Int, { nullable: true })
  weightGrams?: number | null;

  @Field(() => Int, { nullable: true })
  heightMm?: number | null;

  @Field(() => Int, { nullable: true })
  widthMm?: number | null;

  @Field(() => Int, { nullable: true })
  lengthMm?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  availableDate?: string | null;

  @Field(() => ProductPricesInput, { nullable: true, description: 'Needs the PRICES permission.' })
  prices?: ProductPricesInput | null;
}

@InputType({ description: 'A new product. Absent fields take their defaults.' })
export class CreateProductInput extends ProductFieldsGraphqlInput implements NewProductInput {
  @Field(() => String, { description: 'The French name.' })
  name!: string;

  @Field(() => Int)
  mainCategoryId!: number;
}

@InputType({ description: 'Product details. Absent fields stay as they are; null clears a nullable one.' })
export class UpdateProductInput extends ProductFieldsGraphqlInput {
  @Field(() => Int, { nullable: true })
  mainCategoryId?: number | null;
}

@InputType({ description: 'A product language form; every field but longDescription is required.' })
export class ProductTranslationInput implements ProductTextsInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'HTML, sanitised.' })
  shortDescription!: string;

  @Field(() => String, { nullable: true, description: 'HTML, sanitised.' })
  longDescription?: string | null;

  @Field(() => String)
  seoTitle!: string;

  @Field(() => String)
  seoDescription!: string;
}

@InputType({ description: 'Staff product list filter.' })
export class AdminProductFilter implements ProductFilter {
  @Field(() => String, {
    nullable: true,
    description: 'In names (any language), sku and barcode; case and French accents ignored.',
  })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Main or further category.' })
  categoryId?: number | null;

  @Field(() => Int, { nullable: true })
  brandId?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => ProductStatus, { nullable: true })
  status?: ProductStatus | null;

  @Field(() => Boolean, { nullable: true, description: "The product's on-sale flag." })
  onSale?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "The product's featured flag." })
  featured?: boolean | null;
}
