/** GraphQL shapes of transporter payments. Amounts are Money: integer centimes of DZD. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';
import { PageOf } from '../../graphql/page-of';

@ObjectType({ description: 'A delivered cash-on-delivery order whose money the transporter still holds.' })
export class UnpaidTransporterOrder {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String, {
    description:
      "What the carrier's statement shows: the tracking number (else CMD-<id padded to 6>), ' · ', the commune.",
  })
  deliveryName!: string;

  @Field(() => String, { description: '"firstname lastname".' })
  customerFullName!: string;

  @Field(() => MoneyScalar, {
    description: 'What the carrier collected: the order total, delivery included.',
  })
  total!: number;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;
}

@ObjectType({ description: 'One order a payment settled, with the amount it counted for.' })
export class TransporterPaymentOrderLine {
  @Field(() => Int)
  orderId!: number;

  @Field(() => String)
  deliveryName!: string;

  @Field(() => String)
  customerFullName!: string;

  @Field(() => MoneyScalar, { description: "The order's total when it was paid." })
  amount!: number;
}

/** Named apart from the entity of the same GraphQL name (TransporterPayment). */
@ObjectType('TransporterPayment', {
  description: 'Money a transporter handed over for several delivered orders at once.',
})
export class RecordedTransporterPayment {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  transporterId!: number;

  @Field(() => String)
  transporterName!: string;

  @Field(() => MoneyScalar, { description: "The sum of the orders' amounts." })
  total!: number;

  @Field(() => String, { nullable: true, description: "The transporter's statement or receipt number." })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date)
  paidAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The member of staff who recorded it; null when the system did (demo seed, import).',
  })
  recordedByName!: string | null;

  @Field(() => [TransporterPaymentOrderLine], { description: 'Sorted by deliveryName, then order id.' })
  orders!: TransporterPaymentOrderLine[];
}

@ObjectType({ description: 'One page of recorded payments, newest first.' })
export class TransporterPaymentPage extends PageOf(RecordedTransporterPayment) {}

@ObjectType({
  description: 'What a transporter owes the shop: its delivered cash-on-delivery orders not paid yet.',
})
export class TransporterDue {
  @Field(() => Int)
  transporterId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int)
  unpaidCount!: number;

  @Field(() => MoneyScalar)
  unpaidTotal!: number;
}
