/** GraphQL shape of the shopper's order confirmation: what the page shows, nothing more. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { OrderStatus, PaymentType } from '../data';

@ObjectType({ description: 'A line as the shopper ordered it, names as they were then.' })
export class ConfirmationLine {
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) combinationName!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'TTC, after every discount.' }) totalTtc!: number;
}

@ObjectType({
  description:
    "The shopper's view of an order, by its uuid (the secret of the confirmation link): no e-mail and only the end of the phone.",
})
export class OrderConfirmation {
  @Field(() => ID) uuid!: string;
  @Field(() => Int, { description: 'The order number staff find it by.' }) number!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => PaymentType) paymentType!: PaymentType;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String) firstname!: string;
  @Field(() => String, { description: 'The phone the carrier will call, masked: 06 •• •• •• 67.' })
  phoneHint!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) wilayaName!: string | null;
  @Field(() => String, { nullable: true }) wilayaNameAr!: string | null;
  @Field(() => String, { nullable: true }) communeName!: string | null;
  @Field(() => String, { nullable: true }) communeNameAr!: string | null;
  @Field(() => String, { nullable: true }) transporterName!: string | null;
  @Field(() => [ConfirmationLine]) lines!: ConfirmationLine[];
  @Field(() => MoneyScalar, { description: 'Lines TTC after their promotions.' }) itemsTotal!: number;
  @Field(() => MoneyScalar, { description: 'Delivery after its discount.' }) deliveryPrice!: number;
  @Field(() => MoneyScalar) total!: number;
}
