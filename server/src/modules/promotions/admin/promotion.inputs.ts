/** GraphQL arguments of staff promotions. Amounts are Money: integer centimes of DZD. */
import { MAX_PROMOTION_PRIORITY, PROMOTION_NAME_MAX_LENGTH } from '@tijara/schema';
import { PaymentType, SalesChannel } from '../../../graphql/sales-vocabulary.enum';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { Combinability, DiscountType, PromotionScope } from '../promotions.enums';
import { PromotionStatus } from './promotion-status';

@InputType({ description: 'Texts in one language: fr required (title), en and ar optional.' })
export class PromotionTextsInput {
  @Field(() => String, { description: 'fr, en or ar, each once.' })
  locale!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  subtitle?: string | null;

  @Field(() => String, { nullable: true })
  slogan?: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised before it is stored.' })
  bannerHtml?: string | null;
}

@InputType({
  description:
    'The whole promotion form. On update, an optional field left out keeps its value; null resets it.',
})
export class PromotionInput {
  @Field(() => String, { description: `At most ${PROMOTION_NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date, { description: 'After startsAt; excluded.' })
  endsAt!: Date;

  @Field(() => [PromotionTextsInput])
  translations!: PromotionTextsInput[];

  @Field(() => [Int], {
    nullable: true,
    description: 'Required, non-empty, for PRODUCT..COLLECTION and CUSTOMER_SEGMENT; refused otherwise.',
  })
  targetIds?: number[] | null;

  @Field(() => [PaymentType], {
    nullable: true,
    description: 'Required, non-empty, for PAYMENT_METHOD only.',
  })
  paymentMethods?: PaymentType[] | null;

  @Field(() => Int, { nullable: true, description: `0 to ${MAX_PROMOTION_PRIORITY}; 0 by default.` })
  priority?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true by default.' })
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'false by default.' })
  featured?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A-Z 0-9 _ -, 3 to 32 characters (upper-cased); unique among the live promotions of the shop.',
  })
  couponCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Once per customer; needs a coupon code.' })
  singleUse?: boolean | null;

  @Field(() => DiscountType)
  discountType!: DiscountType;

  @Field(() => Float, { description: 'Percent (up to 100) or DZD, > 0, at most 2 decimals.' })
  value!: number;

  @Field(() => Combinability, {
    description: 'GROUP_EXCLUSIVE_ITEM for item scopes only, GROUP_EXCLUSIVE_CART for cart scopes only.',
  })
  combinability!: Combinability;

  @Field(() => [SalesChannel], { description: 'At least one, each once.' })
  channels!: SalesChannel[];

  @Field(() => MoneyScalar, { nullable: true, description: '>= 0.' })
  minimumSubtotal?: number | null;
}

@InputType()
export class PromotionFilter {
  @Field(() => ID, { nullable: true, description: 'Every shop the caller may act in when omitted.' })
  shopUuid?: string | null;

  @Field(() => String, { nullable: true, description: 'In the name or the coupon code.' })
  search?: string | null;

  @Field(() => PromotionStatus, { nullable: true })
  status?: PromotionStatus | null;

  @Field(() => PromotionScope, { nullable: true })
  scope?: PromotionScope | null;
}
