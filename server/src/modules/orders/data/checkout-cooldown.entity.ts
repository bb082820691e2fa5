/**
 * The last order of a customer (normalised phone) in a shop: a new order from the same phone inside
 * the cooldown is refused (429). In PostgreSQL, not in a server's memory, so it holds across server
 * instances; one row per (shop, phone), taken with an upsert whose WHERE re-checks the time under
 * the row lock, so two racing orders from one phone cannot both pass.
 */
import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../../shop';

@Entity()
export class CheckoutCooldown {
  [PrimaryKeyProp]?: ['shop', 'phone'];

  @ManyToOne(() => Shop, { ref: true, primary: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  @PrimaryKey({ type: 'text' })
  phone!: string;

  @Property({ type: 'timestamptz' })
  lastOrderAt!: Date;

  @Property({ type: 'integer' })
  orderId!: number;
}
