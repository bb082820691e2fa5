/**
 * A shop's customer, known by their normalised mobile number (0[567] + 8 digits): the same phone in
 * the same shop is the same customer (a unique index), which is also what the checkout cooldown keys on.
 */
import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../shop';

@Entity()
@Unique({ name: 'customer_shop_phone_unique', properties: ['shop', 'phone'] })
export class Customer {
  [OptionalProps]?: 'uuid' | 'email' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'uuid' })
  uuid: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'restrict' })
  shop!: Ref<Shop>;

  @Property({ type: 'text' })
  firstname!: string;

  @Property({ type: 'text' })
  lastname!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
