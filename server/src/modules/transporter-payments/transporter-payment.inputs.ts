/** GraphQL arguments of transporter payments. Amounts are Money: integer centimes of DZD. */
import { PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';
import { MAX_ORDERS_PER_PAYMENT, MAX_NOTE_LENGTH, MAX_REFERENCE_LENGTH } from './payment-rules';

/** The payment history's page: 24 rows by default, like the contract says. */
export const PAYMENTS_PAGE_SIZE = 24;

@InputType({
  description: 'Money a transporter handed over for some of its delivered cash-on-delivery orders.',
})
export class PayTransporterInput {
  @Field(() => Int)
  transporterId!: number;

  @Field(() => [Int], {
    description: `1 to ${MAX_ORDERS_PER_PAYMENT} orders, each once: delivered, cash on delivery, this transporter's, unpaid.`,
  })
  orderIds!: number[];

  @Field(() => MoneyScalar, { description: "Must equal the sum of the orders' totals." })
  total!: number;

  @Field(() => String, {
    nullable: true,
    description: `The statement or receipt number, at most ${MAX_REFERENCE_LENGTH} characters.`,
  })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: `At most ${MAX_NOTE_LENGTH} characters.` })
  note?: string | null;
}

@ArgsType()
export class TransporterPaymentsArgs {
  @Field(() => Int, { nullable: true, description: "Only this transporter's payments; all when omitted." })
  transporterId?: number | null;

  @Field(() => Int, { defaultValue: 1, description: 'From 1.' })
  page!: number;

  @Field(() => Int, { defaultValue: PAYMENTS_PAGE_SIZE, description: `One of ${PAGE_SIZES.join(', ')}.` })
  pageSize!: number;
}
