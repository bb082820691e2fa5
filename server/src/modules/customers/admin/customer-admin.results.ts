/**
 * GraphQL shapes of the back office's customer screens (PROMOTIONS). Amounts are Money: integer
 * centimes of DZD. What the figures count is said once, in customer-list.sql.ts, and repeated in the
 * descriptions so the screens can say it too. OrderStatus is the orders module's enum (registered in
 * orders/data/orders.enums.ts; the schema is built from every module).
 */
import { OrderStatus } from '@tijara/schema';
import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PageOf } from '../../../graphql/page-of';
import { ADDRESSES_SHOWN } from './customer-detail.sql';
import { CustomerSortField } from './customer-list.sql';

registerEnumType(CustomerSortField, {
  name: 'CustomerSortField',
  description: 'Orders of the customer list; ties read by name, then id in the same direction.',
  valuesConfig: {
    NAME: { description: 'Last name then first name, case and accents ignored.' },
    ORDERS: { description: 'Orders neither cancelled nor returned.' },
    SPENT: { description: 'Money spent on delivered orders.' },
    LAST_ORDER: { description: 'The latest order; customers who never ordered come last both ways.' },
  },
});

@ObjectType({ description: 'A customer as the back office lists them, with their order figures.' })
@Extensions(PRECOMPUTED)
export class CustomerListRow {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'Normalised mobile number, 0 and 9 digits.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int, { description: 'Orders neither cancelled nor returned (what segment rules count).' })
  orderCount!: number;

  @Field(() => MoneyScalar, { description: 'The totals of their delivered orders.' })
  spent!: number;

  @Field(() => Date, {
    nullable: true,
    description: 'Their latest order, whatever became of it; null: none.',
  })
  lastOrderAt!: Date | null;
}

@ObjectType({ description: 'One page of the customer list.' })
@Extensions(PRECOMPUTED)
export class CustomerListPage extends PageOf(CustomerListRow) {}

@ObjectType({ description: "How many of the customer's orders stand at a status." })
export class CustomerStatusCount {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A customer's order figures." })
export class CustomerTotals {
  @Field(() => Int, { description: 'Orders neither cancelled nor returned (what segment rules count).' })
  orderCount!: number;

  @Field(() => Int)
  deliveredCount!: number;

  @Field(() => MoneyScalar, { description: 'The totals of their delivered orders.' })
  spent!: number;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Spent divided by the delivered orders, rounded to the centime; null before any delivery.',
  })
  averageBasket!: number | null;

  @Field(() => Date, { nullable: true, description: 'Their first order, whatever became of it.' })
  firstOrderAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Their latest order, whatever became of it.' })
  lastOrderAt!: Date | null;

  @Field(() => [CustomerStatusCount], {
    description: 'Every status, in the order of the workflow; 0 included.',
  })
  byStatus!: CustomerStatusCount[];
}

@ObjectType({
  description: "A delivery place the customer's orders named (as placed, not as geography is now).",
})
export class CustomerAddress {
  @Field(() => Int)
  wilayaId!: number;

  @Field(() => String, { nullable: true, description: 'The wilaya number, 16 for Alger.' })
  wilayaCode!: string | null;

  @Field(() => String, { nullable: true, description: "In the request's language." })
  wilayaName!: string | null;

  @Field(() => Int, { nullable: true })
  communeId!: number | null;

  @Field(() => String, { nullable: true, description: "In the request's language." })
  communeName!: string | null;

  @Field(() => String, { nullable: true, description: 'The street address typed with the order.' })
  address!: string | null;

  @Field(() => Int, { description: 'Orders delivered to (or meant for) this place.' })
  orderCount!: number;

  @Field(() => Date)
  lastUsedAt!: Date;
}

@ObjectType({ description: 'One customer as the back office shows them.' })
export class CustomerDetail {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  shopName!: string;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'Normalised mobile number, 0 and 9 digits.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Date, { description: 'When the shop first knew them (first order or registration).' })
  createdAt!: Date;

  @Field(() => CustomerTotals)
  totals!: CustomerTotals;

  @Field(() => [CustomerAddress], { description: `Most recently used first, ${ADDRESSES_SHOWN} at most.` })
  addresses!: CustomerAddress[];
}
