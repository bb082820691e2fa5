/** GraphQL input of the storefront cart's refresh: a line as the cart holds it. */
import { Field, InputType, Int } from 'type-graphql';

@InputType('StorefrontCartLineInput')
export class StorefrontCartLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Required for a product with combinations.' })
  combinationId?: number | null;

  @Field(() => Int)
  quantity!: number;
}
