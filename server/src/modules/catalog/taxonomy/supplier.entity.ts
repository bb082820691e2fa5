/** Who the shop buys a product from (supplier orders come later; the product names its supplier). */
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who the shop buys products from.' })
@Entity()
export class Supplier {
  [OptionalProps]?: 'phone' | 'email' | 'active';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
