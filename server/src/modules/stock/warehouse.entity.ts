/**
 * A place stock is kept, belonging to one shop. Minimal for now (staff are assigned to warehouses);
 * the stock issue adds quantities and movements.
 */
import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../shop';

@Entity()
export class Warehouse {
  [OptionalProps]?: 'id' | 'active';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
