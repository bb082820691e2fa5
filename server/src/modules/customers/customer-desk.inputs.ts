/** GraphQL input of the customer desk: a customer typed at the till. */
import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description: 'A customer typed at the till: the checkout rules apply (names 3-20 letters, mobile).',
})
export class RegisterCustomerInput {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;
}
