/**
 * The fields every GraphQL view of a promotion's rule shares: the staff editor's `Promotion` and the
 * POS's `PromotionRuleData` (which differ in how they carry the value and what they add around it).
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';
import { PaymentType, SalesChannel } from '../../graphql/sales-vocabulary.enum';
import { Combinability, DiscountType, PromotionScope } from './promotions.enums';

// Never returned itself, so never in the schema: only its named subclasses are.
@ObjectType()
export abstract class PromotionRuleFields {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date, { description: 'Excluded: the promotion has ended at this instant.' })
  endsAt!: Date;

  @Field(() => PromotionScope, { description: 'Fixed at creation.' })
  scope!: PromotionScope;

  @Field(() => [PaymentType], { description: 'PAYMENT_METHOD scope only.' })
  paymentMethods!: PaymentType[];

  @Field(() => Int, { description: 'Higher first (0 to 1000).' })
  priority!: number;

  @Field(() => String, { nullable: true, description: 'Upper case.' })
  couponCode!: string | null;

  @Field(() => Boolean)
  singleUse!: boolean;

  @Field(() => DiscountType)
  discountType!: DiscountType;

  @Field(() => Combinability)
  combinability!: Combinability;

  @Field(() => [SalesChannel])
  channels!: SalesChannel[];

  @Field(() => MoneyScalar, { nullable: true, description: 'The subtotal before discounts must reach it.' })
  minimumSubtotal!: number | null;
}
