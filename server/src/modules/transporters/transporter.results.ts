/** GraphQL shape of a delivery option: the price is the one that applies in the asked commune. */
import type { Centimes } from '@tijara/schema';
import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';

@ObjectType('Transporter', { description: 'A delivery option for one commune.' })
export class TransporterOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => MoneyScalar, { description: 'Delivery price in this commune; 0 is free delivery.' })
  price!: Centimes;

  @Field(() => String, { nullable: true })
  image!: string | null;

  @Field(() => String, { nullable: true })
  logo!: string | null;
}
