/** The read-only stock tab of the product editor: Product.stock, read through the stock module's views. */
import { Ctx, Field, FieldResolver, ID, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/request-context';
import { Product } from '../product/product.entity';
import { stockLinesOf } from './product-stock.sql';
import type { ProductStockLineRow } from './product-stock.sql';

@ObjectType({ description: 'Units of a product (or one of its combinations) in one warehouse.' })
export class ProductStockLine implements Omit<ProductStockLineRow, 'productId'> {
  @Field(() => ID, { description: "The warehouse's id (a uuid)." })
  warehouseId!: string;

  @Field(() => String)
  warehouseName!: string;

  @Field(() => Int, { nullable: true, description: 'Null for a product without combinations.' })
  combinationId!: number | null;

  @Field(() => String, { nullable: true, description: "The combination's name in the request's language." })
  combinationLabel!: string | null;

  @Field(() => Int)
  onHand!: number;

  @Field(() => Int, { description: 'Held by orders not yet shipped and expeditions not yet sent.' })
  reserved!: number;

  @Field(() => Int, { description: 'onHand - reserved (may be negative after a count).' })
  available!: number;
}

@Resolver(() => Product)
export class ProductStockResolver {
  @FieldResolver(() => [ProductStockLine], {
    description:
      'Stock per warehouse (those the member of staff is assigned to; admins all), by warehouse then ' +
      'combination; one statement for every product of the answer.',
  })
  stock(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<ProductStockLine[]> {
    return stockLinesOf(ctx, product.id);
  }
}
