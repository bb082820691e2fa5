/**
 * A back-office account. The email is stored lowercased (and unique), the password only as a salted
 * scrypt hash (see password.ts), roles lowercase ('admin', 'cashier'...: see roles.ts for the mapping
 * to the GraphQL enum). Affectation: the shops and warehouses this person works in.
 * `version` is the optimistic lock of the account and affectation forms; `sessionEpoch` moves when
 * every session of the account must end (deactivation, password reset: see auth's SessionService).
 */
import { randomUUID } from 'node:crypto';
import {
  ArrayType,
  Check,
  Collection,
  Entity,
  ManyToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Shop } from '../shop';
import { Warehouse } from '../stock';

@Entity()
@Check({ name: 'staff_email_lowercase', expression: 'email = lower(email)' })
export class Staff {
  [OptionalProps]?: 'id' | 'roles' | 'active' | 'version' | 'sessionEpoch';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Unique()
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  displayName!: string;

  @Property({ type: 'text' })
  passwordHash!: string;

  /** Stored roles, lowercase. */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  roles: string[] = [];

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** Moved by every administrative write, under the row's lock (not MikroORM's version: affectation
   * changes touch only the pivot tables, which MikroORM's version would not count). */
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  /** Sessions opened under an older epoch are over. */
  @Property({ type: 'integer', default: 0 })
  sessionEpoch: number = 0;

  @ManyToMany(() => Shop, undefined, {
    pivotTable: 'staff_shop',
    joinColumn: 'staff_id',
    inverseJoinColumn: 'shop_uuid',
  })
  shops = new Collection<Shop>(this);

  @ManyToMany(() => Warehouse, undefined, {
    pivotTable: 'staff_warehouse',
    joinColumn: 'staff_id',
    inverseJoinColumn: 'warehouse_id',
  })
  warehouses = new Collection<Warehouse>(this);
}
