/** GraphQL shapes of cart pricing, the POS rule set and the storefront's promotions. Money: centimes. */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { DiscountType } from '../../../graphql/discount-type.enum';
import { PromotionTextsView } from '../admin/promotion.results';
import { PromotionRuleFields } from '../promotion-rule-fields.results';
import { NotAppliedReason, PromotionScope } from '../promotions.enums';

@ObjectType('CartLineDiscount')
export class CartLineDiscount {
  @Field(() => Int)
  promotionId!: number;

  @Field(() => MoneyScalar, { description: 'Off each unit (HT).' })
  unitAmount!: number;

  @Field(() => MoneyScalar, { description: 'Off the line (HT).' })
  amount!: number;
}

@ObjectType('CartLinePrice')
export class CartLinePrice {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  combinationId!: number | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float, { description: 'Tax rate in percent (19, 9).' })
  taxRate!: number;

  @Field(() => MoneyScalar)
  unitPriceHt!: number;

  @Field(() => MoneyScalar, { description: 'After the item promotions.' })
  unitPriceHtAfter!: number;

  @Field(() => MoneyScalar)
  subtotalHt!: number;

  @Field(() => [CartLineDiscount])
  discounts!: CartLineDiscount[];

  @Field(() => MoneyScalar, { description: "The line's share of the cart promotions (HT)." })
  cartShare!: number;

  @Field(() => MoneyScalar)
  totalHt!: number;

  @Field(() => MoneyScalar)
  totalTtc!: number;
}

@ObjectType('AppliedPromotion')
export class AppliedPromotionView {
  @Field(() => Int)
  promotionId!: number;

  @Field(() => String, { description: 'The title shoppers see, in the request language.' })
  title!: string;

  @Field(() => PromotionScope)
  scope!: PromotionScope;

  @Field(() => String, { description: 'items, subtotal or delivery: what the discount was taken off.' })
  target!: string;

  @Field(() => MoneyScalar)
  amount!: number;
}

@ObjectType('NotAppliedPromotion')
export class NotAppliedPromotionView {
  @Field(() => Int)
  promotionId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => NotAppliedReason)
  reason!: NotAppliedReason;

  @Field(() => [Int], { description: 'For EXCLUDED: the promotions that won in its place.' })
  excludedBy!: number[];
}

@ObjectType('CartPrice', { description: 'A cart priced by the promotions engine (HT figures, then TTC).' })
export class CartPrice {
  @Field(() => [CartLinePrice])
  lines!: CartLinePrice[];

  @Field(() => [AppliedPromotionView])
  applied!: AppliedPromotionView[];

  @Field(() => [NotAppliedPromotionView], {
    description: 'Visitors see only promotions that need no code; selling staff see all.',
  })
  notApplied!: NotAppliedPromotionView[];

  @Field(() => MoneyScalar)
  subtotalHt!: number;

  @Field(() => MoneyScalar)
  itemDiscount!: number;

  @Field(() => MoneyScalar)
  cartDiscount!: number;

  @Field(() => MoneyScalar)
  deliveryPrice!: number;

  @Field(() => MoneyScalar)
  deliveryDiscount!: number;

  @Field(() => MoneyScalar, {
    description: 'Lines after discounts (HT) plus the delivery after its discount.',
  })
  totalHt!: number;

  @Field(() => MoneyScalar, { description: "Lines' TTC plus the delivery after its discount: what is paid." })
  totalTtc!: number;
}

@ObjectType('PromotionRuleData', {
  description: 'A live promotion as the engine reads it: what the POS caches to price carts offline.',
})
export class PromotionRuleData extends PromotionRuleFields {
  @Field(() => String)
  title!: string;

  @Field(() => [Int], { description: 'Category targets include their subcategories.' })
  targetIds!: number[];

  @Field(() => Int, { description: 'Hundredths: basis points for a percentage, centimes for an amount.' })
  valueHundredths!: number;
}

@ObjectType('StorefrontPromotion', { description: 'A running promotion as a discount block shows it.' })
export class StorefrontPromotion {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  subtitle!: string;

  @Field(() => String)
  slogan!: string;

  @Field(() => String)
  bannerHtml!: string;

  @Field(() => String, { nullable: true })
  bannerThumbUrl!: string | null;

  @Field(() => DiscountType)
  discountType!: DiscountType;

  @Field(() => Float, { description: 'Percent (12.5) or DZD (200.5).' })
  value!: number;

  @Field(() => PromotionScope)
  scope!: PromotionScope;

  @Field(() => String, {
    nullable: true,
    description: "The first target's name (category, brand, product...).",
  })
  targetName!: string | null;

  @Field(() => Date)
  endsAt!: Date;

  @Field(() => Boolean)
  featured!: boolean;

  @Field(() => [PromotionTextsView])
  translations!: PromotionTextsView[];
}
