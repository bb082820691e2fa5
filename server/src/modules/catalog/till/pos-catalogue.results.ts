/**
 * GraphQL shapes of the till's catalogue feed: built whole by one statement (pos-catalogue.sql.ts)
 * before any field resolves, hence `precomputed` in the query cost, and plain property reads
 * (`simpleResolvers`: no middleware per field, a third less execution time over a page of 500).
 */
import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PRECOMPUTED } from '../../../graphql/limits';

@ObjectType({
  description: 'A name in each language of the till (French where one is not written).',
  simpleResolvers: true,
})
@Extensions(PRECOMPUTED)
export class PosLabels {
  @Field(() => String)
  fr!: string;

  @Field(() => String)
  en!: string;

  @Field(() => String)
  ar!: string;
}

@ObjectType({
  description: 'An active combination of a product, as the till sells it.',
  simpleResolvers: true,
})
@Extensions(PRECOMPUTED)
export class PosCombination {
  @Field(() => Int)
  id!: number;

  @Field(() => PosLabels, {
    description: 'Its own name, else its values in the attributes’ order ("Rouge - XL"), else its reference.',
  })
  label!: PosLabels;

  @Field(() => String, { nullable: true, description: 'Its SKU.' })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  barcode!: string | null;

  @Field(() => MoneyScalar, { description: 'Added to the product’s HT price, centimes (may be negative).' })
  priceImpactHt!: number;

  @Field(() => Boolean)
  isDefault!: boolean;
}

@ObjectType({
  description: 'A product the shop sells at the till, with what promotion rules target.',
  simpleResolvers: true,
})
@Extensions(PRECOMPUTED)
export class PosProduct {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => PosLabels)
  name!: PosLabels;

  @Field(() => String, { nullable: true })
  sku!: string | null;

  @Field(() => String, { nullable: true })
  barcode!: string | null;

  @Field(() => MoneyScalar, { description: 'HT, centimes, before promotions.' })
  priceHt!: number;

  @Field(() => Int, { description: 'Basis points (1900 = 19 %).' })
  taxRateBp!: number;

  @Field(() => [Int], { description: 'The main category and the further ones.' })
  categoryIds!: number[];

  @Field(() => Int, { nullable: true })
  brandId!: number | null;

  @Field(() => Int, { nullable: true })
  brandLineId!: number | null;

  @Field(() => [Int])
  collectionIds!: number[];

  @Field(() => String, { nullable: true, description: "The default image's SMALL_PRODUCT variant (160 px)." })
  thumbnailUrl!: string | null;

  @Field(() => [PosCombination], {
    description: 'The active ones, in the catalogue’s order; empty: sold without a combination.',
  })
  combinations!: PosCombination[];
}

@ObjectType({
  description: 'A page of the till’s catalogue: a first load, or what changed since a cursor.',
  simpleResolvers: true,
})
@Extensions(PRECOMPUTED)
export class PosCataloguePage {
  @Field(() => [PosProduct], {
    description: 'Sold at the till and changed since the cursor (every one when the cursor is null), by id.',
  })
  products!: PosProduct[];

  @Field(() => [Int], {
    description:
      'No longer sold at the till (deleted, inactive, unpublished, left the shop) since the cursor; may name one the till never had.',
  })
  removedProductIds!: number[];

  @Field(() => String, {
    description: 'Give it back for the next page, or, when hasMore is false, for the next refresh.',
  })
  nextCursor!: string;

  @Field(() => Boolean)
  hasMore!: boolean;

  @Field(() => Int, {
    description:
      'How many products this delta holds in all (counted by its first page; the same on every page).',
  })
  total!: number;
}
