/** GraphQL shapes both the staff screens and the storefront read. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ResponsiveNumber', { description: 'Slides or columns per view on each screen size.' })
export class ResponsiveNumberResult {
  @Field(() => Int)
  mobile!: number;

  @Field(() => Int)
  tablet!: number;

  @Field(() => Int)
  desktop!: number;
}
