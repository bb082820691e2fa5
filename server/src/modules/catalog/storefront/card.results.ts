/**
 * GraphQL shape of a product card: clean names over the card statement's data, in the request's
 * locale. Money is integer centimes (TTC unless the name says HT).
 */
import type { Centimes } from '@tijara/schema';
import { Extensions, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DiscountType } from '../../../graphql/discount-type.enum';
import { PRECOMPUTED } from '../../../graphql/limits';
import { MoneyScalar } from '../../../graphql/money.scalar';

@ObjectType('CardImageSize', { description: 'One resized variant of a product image.' })
export class CardImageSize {
  @Field(() => String, { description: 'GRID_DISPLAY, SMALL_PRODUCT or PRODUCT_PAGE_LARGE.' })
  size!: string;

  @Field(() => String)
  url!: string;

  @Field(() => Int, { description: 'Of this variant, in pixels (for width and height attributes).' })
  width!: number;

  @Field(() => Int)
  height!: number;
}

@ObjectType('CardImage')
export class CardImage {
  @Field(() => Int)
  id!: number;

  @Field(() => Boolean)
  isDefault!: boolean;

  @Field(() => String, { nullable: true })
  alt!: string | null;

  @Field(() => [CardImageSize])
  sizes!: CardImageSize[];
}

@ObjectType('CardCategory')
export class CardCategory {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType('CardBrand')
export class CardBrand extends CardCategory {
  @Field(() => String, { nullable: true })
  logoUrl!: string | null;
}

@ObjectType('CardBrandLine')
export class CardBrandLine extends CardCategory {}

@ObjectType('CardTag')
export class CardTag {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType('CardCombinationValue')
export class CardCombinationValue {
  @Field(() => String, { description: 'The attribute code ("size").' })
  type!: string;

  @Field(() => String)
  typeLabel!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { nullable: true, description: '"#RRGGBB" for colour attributes.' })
  color!: string | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;
}

@ObjectType('CardCombination')
export class CardCombinationView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  isDefault!: boolean;

  @Field(() => MoneyScalar)
  priceTtc!: Centimes;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'TTC after the catalogue promotions; null when none lowers it.',
  })
  priceAfterPromotion!: Centimes | null;

  @Field(() => Boolean, {
    description:
      "Active and in stock in the shop's default warehouse (a pack's: every component's units there).",
  })
  available!: boolean;

  @Field(() => [CardCombinationValue])
  values!: CardCombinationValue[];

  @Field(() => [Int], { description: 'Its own images, among the product images.' })
  imageIds!: number[];
}

@ObjectType('CardFeature')
export class CardFeatureView {
  @Field(() => String, { description: 'The feature type code ("material").' })
  type!: string;

  @Field(() => String)
  typeLabel!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType('CardPromotion', {
  description:
    'The badge of a card: one promotion shows its own type and value; several stacked show the amount they take together.',
})
export class CardPromotionBadge {
  @Field(() => DiscountType)
  ruleType!: DiscountType;

  @Field(() => Float, { description: 'Percent (12.5) or DZD taken off the HT price (200.5).' })
  value!: number;
}

@Extensions(PRECOMPUTED)
@ObjectType('ProductCard', { description: 'A product as listings show it, in the request language.' })
export class ProductCard {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => MoneyScalar)
  priceHt!: Centimes;

  @Field(() => MoneyScalar)
  priceTtc!: Centimes;

  @Field(() => MoneyScalar, { nullable: true, description: 'TTC after the promotion; null without one.' })
  priceAfterPromotion!: Centimes | null;

  @Field(() => CardPromotionBadge, { nullable: true })
  promotion!: CardPromotionBadge | null;

  @Field(() => Boolean)
  featured!: boolean;

  @Field(() => Boolean)
  onSale!: boolean;

  @Field(() => Boolean, { description: 'One of its combinations (or itself, without any) is available.' })
  inStock!: boolean;

  @Field(() => Boolean, { description: 'Created in the last 90 days.' })
  isNew!: boolean;

  @Field(() => CardCategory)
  mainCategory!: CardCategory;

  @Field(() => CardBrand, { nullable: true })
  brand!: CardBrand | null;

  @Field(() => CardBrandLine, { nullable: true })
  brandLine!: CardBrandLine | null;

  @Field(() => [CardTag])
  tags!: CardTag[];

  @Field(() => [CardImage], { description: 'The default image first.' })
  images!: CardImage[];

  @Field(() => [CardCombinationView])
  combinations!: CardCombinationView[];

  @Field(() => [CardFeatureView])
  features!: CardFeatureView[];
}
