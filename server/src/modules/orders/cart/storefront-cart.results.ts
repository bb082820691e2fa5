/** GraphQL answer of the storefront cart's refresh: each line as asked, its status and figures now. */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { CartLineStatus } from './cart-line-status';

registerEnumType(CartLineStatus, {
  name: 'CartLineStatus',
  description:
    "SELLABLE: sold, the quantity asked is available. OUT_OF_STOCK: sold, but fewer units available than asked in the warehouse web orders reserve from. NOT_SOLD: unknown or unpublished product, inactive or another product's combination, or a product with combinations asked without one.",
});

@ObjectType('StorefrontCartLine', { description: 'A cart line as asked, with what the shop says of it now.' })
export class StorefrontCartLine {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  combinationId!: number | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => CartLineStatus)
  status!: CartLineStatus;

  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      'One unit, TTC, after the item promotions in force that need no code (what the product page shows for that combination); null when NOT_SOLD.',
  })
  unitPrice!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'OUT_OF_STOCK only: units available now (on hand minus reserved, never below 0) in the warehouse web orders reserve from; null otherwise (a public query tells nothing more of the stock).',
  })
  available!: number | null;
}

export { CartLineStatus };
