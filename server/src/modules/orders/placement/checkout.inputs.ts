/**
 * GraphQL `placeOrder`: the storefront's order request (checkout-request.ts) field for field.
 * Names, phone and ids are strings or loose ints here on purpose: the checkout checks them and
 * answers every field at fault with its message keys, which GraphQL's own type errors cannot.
 */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import type { CheckoutRequest } from './checkout-request';

@InputType()
export class CheckoutCustomerInput {
  @Field(() => String, { nullable: true, description: "The storefront's id for a shopper not yet known." })
  temporaryId?: string | null;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'As typed: +213, spaces and Arabic-Indic digits are accepted.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@InputType()
export class CheckoutDeliveryInput {
  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => Int, { description: 'Wilaya id.' })
  wilaya!: number;

  @Field(() => Int, { description: 'Commune id (in that wilaya).' })
  commune!: number;

  @Field(() => Int, { description: 'Transporter id (serving that commune).' })
  transporter!: number;
}

@InputType({
  description:
    'An order line in either shape the legacy checkout accepts: {product, combination, unitPrice, quantity} or the cart line {productId, combinationId, ...}. Both keys naming different ids is a field error.',
})
export class CheckoutLineInput {
  @Field(() => Int, { nullable: true, description: 'Product id (the order line key).' })
  product?: number | null;

  @Field(() => Int, { nullable: true, description: 'Product id (the cart line key).' })
  productId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Combination id (the order line key).' })
  combination?: number | null;

  @Field(() => Int, { nullable: true, description: 'Combination id (the cart line key).' })
  combinationId?: number | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => MoneyScalar, { nullable: true, description: 'Ignored: the server prices every line.' })
  unitPrice?: number | null;
}

@InputType()
export class CheckoutMetaInput {
  @Field(() => String, { nullable: true, description: 'cart or quick_order.' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'fr, en or ar.' })
  locale?: string | null;
}

@InputType({ description: 'The order request of the storefront (version 1).' })
export class PlaceOrderInput {
  @Field(() => Int)
  version!: number;

  @Field(() => String, { description: 'WEB.' })
  channel!: string;

  @Field(() => ID, { nullable: true, description: 'Default: the default shop.' })
  shopUuid?: string | null;

  @Field(() => String, { nullable: true })
  cartExternalId?: string | null;

  @Field(() => CheckoutCustomerInput)
  customer!: CheckoutCustomerInput;

  @Field(() => CheckoutDeliveryInput)
  deliveryAddress!: CheckoutDeliveryInput;

  @Field(() => [CheckoutLineInput])
  cart!: CheckoutLineInput[];

  @Field(() => CheckoutMetaInput, { nullable: true })
  meta?: CheckoutMetaInput | null;

  @Field(() => [String], { nullable: true })
  couponCodes?: string[] | null;

  @Field(() => String, {
    description: 'SHA-256 hex digest of the request (or a UUID): the same key never makes two orders.',
  })
  clientOrderKey!: string;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The total the shopper saw: a higher server total refuses the order (PRICE_CHANGED).',
  })
  expectedTotal?: number | null;
}

@ObjectType()
export class PlacedOrderResult {
  @Field(() => ID)
  orderUuid!: string;

  @Field(() => String, { description: 'Where the storefront sends the shopper.' })
  redirectUrl!: string;

  @Field(() => Boolean, { description: 'True when this key had already placed the order.' })
  replayed!: boolean;
}

export function checkoutRequestOf(input: PlaceOrderInput): CheckoutRequest {
  return {
    version: input.version,
    channel: input.channel,
    shopUuid: input.shopUuid ?? null,
    cartExternalId: input.cartExternalId ?? null,
    customer: { ...input.customer },
    deliveryAddress: { ...input.deliveryAddress },
    cart: input.cart.map((line) => ({ ...line })),
    meta: { ...input.meta },
    couponCodes: input.couponCodes ?? [],
    clientOrderKey: input.clientOrderKey,
    expectedTotal: input.expectedTotal ?? null,
  };
}
