/**
 * A till: a tablet registered in a shop under a short code (the receipts' prefix, "C1"), selling
 * from one of the shop's warehouses (a boutique's till takes stock from its own, not always the
 * shop's default). Its uuid is what the till sends as `deviceId` with every sale. Registering the
 * same code again with `reclaim` gives the same row back (a wiped tablet), so receipts stay unique
 * per device.
 */
import { randomUUID } from 'node:crypto';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Shop } from '../../shop';
import { Staff } from '../../staff';
import { Warehouse } from '../../stock';

@Entity({ tableName: 'pos_device' })
@Unique({ name: 'pos_device_shop_code_unique', properties: ['shop', 'code'] })
@Check({ name: 'pos_device_code_check', expression: "code ~ '^[A-Z0-9]{1,6}$'" })
@Check({ name: 'pos_device_name_check', expression: 'char_length(name) between 1 and 60' })
export class PosDevice {
  [OptionalProps]?: 'uuid' | 'active' | 'registeredAt' | 'registeredBy' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'restrict' })
  shop!: Ref<Shop>;

  /** 1 to 6 of A-Z and 0-9, stored upper-case. */
  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** Where its sales take their stock from: a warehouse of the same shop. */
  @Index()
  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict' })
  warehouse!: Ref<Warehouse>;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  registeredAt: Date = new Date();

  /** Who registered it last (a reclaim counts). */
  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'restrict' })
  registeredBy: Ref<Staff> | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
