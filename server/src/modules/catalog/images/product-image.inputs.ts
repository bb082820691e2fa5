/** GraphQL inputs of the product image mutations. */
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Alternative texts; empty or missing ones are removed (French is the fallback).' })
export class ProductImageAltsInput {
  @Field(() => String, { nullable: true })
  fr?: string | null;

  @Field(() => String, { nullable: true })
  en?: string | null;

  @Field(() => String, { nullable: true })
  ar?: string | null;
}
