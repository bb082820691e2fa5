/**
 * A shop the storefront sells for (the demo seeds one). Its uuid is what orders, customers,
 * warehouses and product_shop rows carry. The storefront token is public (the storefront page
 * carries it) but unguessable: it names the shop the storefront's listing, review and checkout
 * calls act for, so random calls from elsewhere are refused.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { UNCONFIRMED_ORDER_DAYS } from '@tijara/schema';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The same strength in SQL for rows that exist before the column: two v4 UUIDs, 244 random bits. */
const STOREFRONT_TOKEN_SQL = "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')";

export function newStorefrontToken(): string {
  return randomBytes(32).toString('base64url');
}

@ObjectType({ description: 'The shop the storefront sells for.' })
@Entity()
@Check({ name: 'shop_unconfirmed_order_days_check', expression: 'unconfirmed_order_days between 0 and 90' })
export class Shop {
  [OptionalProps]?: 'uuid' | 'activeAddToCart' | 'storefrontToken' | 'unconfirmedOrderDays';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => Boolean, { description: 'Whether shoppers may add products to the cart.' })
  @Property({ type: 'boolean', default: true })
  activeAddToCart: boolean = true;

  @Field(() => Int, {
    description: `Days after which a web order nobody confirmed is cancelled by the system, its stock released (${UNCONFIRMED_ORDER_DAYS.MIN} = never, at most ${UNCONFIRMED_ORDER_DAYS.MAX}).`,
  })
  @Property({ type: 'integer', default: UNCONFIRMED_ORDER_DAYS.DEFAULT })
  unconfirmedOrderDays: number = UNCONFIRMED_ORDER_DAYS.DEFAULT;

  /** 256 random bits, base64url. Existing rows got one from the column default when it was added. */
  @Unique()
  @Property({ type: 'text', defaultRaw: STOREFRONT_TOKEN_SQL })
  storefrontToken: string = newStorefrontToken();
}
