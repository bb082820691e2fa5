/** GraphQL answers of the public catalogue reads: a page of cards, filter data, product page, cross-selling. */
import type { Centimes } from '@tijara/schema';
import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { Shop } from '../../shop';
import { CardCombinationView, ProductCard } from './card.results';

@ObjectType('ProductPage', { description: 'One page of a product listing.' })
export class ProductPage {
  @Field(() => [ProductCard])
  items!: ProductCard[];

  @Field(() => Int, { description: 'Products matching the filter, on every page.' })
  totalCount!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

@ObjectType('FilterOption', {
  description: 'A brand, sub-category or brand line a listing can be narrowed to.',
})
export class FilterOption {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, {
    description: 'Products of the listing matching the other active filters with this option too (0: none).',
  })
  count!: number;
}

@ObjectType('FilterValueOption')
export class FilterValueOption {
  @Field(() => String)
  value!: string;

  @Field(() => Int, { description: 'As FilterOption.count.' })
  count!: number;
}

@ObjectType('FilterValues', { description: 'The values of one feature type or attribute in a listing.' })
export class FilterValues {
  @Field(() => String, { description: 'The code to filter by.' })
  type!: string;

  @Field(() => String)
  label!: string;

  @Field(() => [String], { description: 'In the request language, each once.' })
  values!: string[];

  @Field(() => [FilterValueOption], { description: 'The values with their counts, in the same order.' })
  options!: FilterValueOption[];
}

@ObjectType('PriceRange')
export class PriceRange {
  @Field(() => MoneyScalar)
  min!: Centimes;

  @Field(() => MoneyScalar)
  max!: Centimes;
}

@Extensions(PRECOMPUTED)
@ObjectType('FilterData', {
  description:
    'What a whole listing can be narrowed by: every option of its scope, counted under the other active filters.',
})
export class FilterData {
  @Field(() => [FilterOption])
  brands!: FilterOption[];

  @Field(() => [FilterOption], { description: 'Main categories of the listed products.' })
  subCategories!: FilterOption[];

  @Field(() => [FilterOption])
  brandLines!: FilterOption[];

  @Field(() => [FilterValues])
  features!: FilterValues[];

  @Field(() => [FilterValues])
  attributes!: FilterValues[];

  @Field(() => PriceRange, { nullable: true, description: 'TTC, of the scope; null for an empty listing.' })
  priceRange!: PriceRange | null;
}

@ObjectType('PackComponent')
export class PackComponent {
  @Field(() => Int)
  productId!: number;

  @Field(() => ID)
  productUuid!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => String, { nullable: true })
  thumbUrl!: string | null;

  @Field(() => Int, { nullable: true, description: 'Fixed in a strict pack; null when the shopper picks.' })
  combinationId!: number | null;

  @Field(() => String, { nullable: true })
  combinationLabel!: string | null;

  @Field(() => [CardCombinationView], {
    description: 'What the shopper may pick (the fixed one when strict).',
  })
  choices!: CardCombinationView[];
}

@ObjectType('ProductPack')
export class ProductPack {
  @Field(() => String, { description: 'strict or flexible.' })
  mode!: string;

  @Field(() => [PackComponent])
  items!: PackComponent[];
}

@ObjectType('PublishedReview')
export class PublishedReview {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, { description: 'Sanitised HTML.' })
  text!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String)
  author!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;
}

@Extensions(PRECOMPUTED)
@ObjectType('ProductDetail', { description: 'What the product page shows.' })
export class ProductDetail {
  @Field(() => ProductCard)
  product!: ProductCard;

  @Field(() => String, { description: 'HTML.' })
  shortDescription!: string;

  @Field(() => String, { description: 'HTML.' })
  longDescription!: string;

  @Field(() => String, { description: 'The SEO title written, else the name.' })
  seoTitle!: string;

  @Field(() => String, {
    description:
      'The SEO description written, else the short description as plain text (160 characters at most).',
  })
  seoDescription!: string;

  @Field(() => ProductPack, { nullable: true })
  pack!: ProductPack | null;

  @Field(() => [PublishedReview], { description: 'Newest first, at most 50.' })
  reviews!: PublishedReview[];

  @Field(() => Shop)
  shop!: Pick<Shop, 'uuid' | 'name' | 'activeAddToCart'>;
}

@Extensions(PRECOMPUTED)
@ObjectType('CrossSelling')
export class CrossSelling {
  @Field(() => [ProductCard])
  related!: ProductCard[];

  @Field(() => [ProductCard])
  sameBrand!: ProductCard[];

  @Field(() => [ProductCard])
  sameCategory!: ProductCard[];

  @Field(() => [ProductCard])
  newProducts!: ProductCard[];
}
