/** The shop the storefront sells for. One row for now; the uuid is what orders will carry. */
import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The shop the storefront sells for.' })
@Entity()
export class Shop {
  [OptionalProps]?: 'uuid' | 'activeAddToCart';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => Boolean, { description: 'Whether shoppers may add products to the cart.' })
  @Property({ type: 'boolean', default: true })
  activeAddToCart: boolean = true;
}
