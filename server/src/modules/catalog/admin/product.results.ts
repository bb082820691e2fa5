/** GraphQL result shapes of the staff product queries. */
import { Field, Int, ObjectType } from 'type-graphql';
import { Product } from '../product/product.entity';
import type { ProductPage } from './product-query.service';

@ObjectType({ description: 'A page of the staff product list, newest first.' })
export class AdminProductPage implements ProductPage {
  @Field(() => [Product])
  items!: Product[];

  @Field(() => Int, { description: 'Products matching the filter, all pages together.' })
  totalCount!: number;
}
