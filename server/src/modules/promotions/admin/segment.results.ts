/** GraphQL shapes of customer segments. Amounts are Money: integer centimes of DZD. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PageOf } from '../../../graphql/page-of';
import { SegmentKind } from '../promotions.enums';

@ObjectType('CustomerSegment', { description: 'A group of customers of a shop that promotions can target.' })
export class CustomerSegmentView {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  name!: string;

  @Field(() => SegmentKind)
  kind!: SegmentKind;

  @Field(() => Int, {
    nullable: true,
    description: 'RULE: at least this many orders (not cancelled nor returned).',
  })
  minOrders!: number | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'RULE: those orders add up to at least this.' })
  minSpent!: number | null;

  @Field(() => Int, { description: 'MEMBERS: the customers listed; RULE: the customers matching now.' })
  memberCount!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'A customer as the segment screens list them.' })
export class SegmentCustomer {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'Normalised: 0 and 9 digits.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Int, { description: 'Orders in the shop that were neither cancelled nor returned.' })
  orderCount!: number;
}

@ObjectType({ description: 'One page of customers, by last name then first name.' })
export class SegmentCustomerPage extends PageOf(SegmentCustomer) {}
