/** GraphQL shapes of the customer desk: only what a till or a phone order needs of a customer. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A customer as the till shows one: who they are and how to reach them.' })
export class DeskCustomer {
  @Field(() => Int, { description: 'What a POS sale or a staff order names the customer by.' })
  id!: number;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'Normalised mobile number, 0 and 9 digits.' })
  phone!: string;
}

@ObjectType({ description: 'The customer registered, or the one the shop already knew by that phone.' })
export class RegisteredCustomer {
  @Field(() => DeskCustomer)
  customer!: DeskCustomer;

  @Field(() => Boolean, {
    description:
      'False when the phone already belonged to a customer of the shop: that one is answered, unchanged.',
  })
  created!: boolean;
}
