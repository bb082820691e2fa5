/** GraphQL inputs of cart pricing. Money is integer centimes. */
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PaymentType, SalesChannel } from '../../../graphql/sales-vocabulary.enum';

@InputType('CartLineInput')
export class CartLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Required for a product with combinations.' })
  combinationId?: number | null;

  @Field(() => Int)
  quantity!: number;
}

@InputType('PriceCartInput')
export class PriceCartInput {
  @Field(() => ID, { nullable: true, description: "The shop (default: the installation's shop)." })
  shopUuid?: string | null;

  @Field(() => [CartLineInput])
  lines!: CartLineInput[];

  @Field(() => SalesChannel, {
    defaultValue: SalesChannel.ECOMMERCE,
    description: 'Another channel than ECOMMERCE needs selling staff (POS_SALE or ORDERS).',
  })
  channel!: SalesChannel;

  @Field(() => Int, { nullable: true, description: 'A known customer (selling staff only).' })
  customerId?: number | null;

  @Field(() => [String], { defaultValue: [] })
  couponCodes!: string[];

  @Field(() => PaymentType, { nullable: true })
  paymentMethod?: PaymentType | null;

  @Field(() => MoneyScalar, {
    defaultValue: 0,
    description: 'A preview figure: checkout computes the delivery price from the carrier and the commune.',
  })
  deliveryPrice!: number;
}
