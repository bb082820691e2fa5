/**
 * A back-office account. Minimal until login arrives: the email is stored lowercased (and unique),
 * the password only as a salted scrypt hash (see password.ts).
 */
import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const STAFF_ROLES = ['admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

@Entity()
export class Staff {
  [OptionalProps]?: 'id' | 'roles' | 'active';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Unique()
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  displayName!: string;

  @Property({ type: 'text' })
  passwordHash!: string;

  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  roles: string[] = [];

  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
