/**
 * A signed-in browser. The cookie carries a random 256-bit token; only its SHA-256 is stored, so a
 * leaked table gives no usable cookie. Rows live in PostgreSQL so every server instance sees them.
 * Expiry slides with use (idle limit) and never passes createdAt + the absolute limit.
 */
import { Entity, Index, ManyToOne, OptionalProps, Property, PrimaryKey } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Staff } from '../staff';

@Entity({ tableName: 'staff_session' })
export class StaffSessionRecord {
  [OptionalProps]?: 'staffEpoch';

  /** Hex SHA-256 of the cookie's token. */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Index()
  @ManyToOne(() => Staff, { ref: true, deleteRule: 'cascade' })
  staff!: Ref<Staff>;

  /** Sent back in X-CSRF-Token by state-changing cookie-authenticated requests. */
  @Property({ type: 'text' })
  csrfToken!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt!: Date;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'text', nullable: true })
  ip: string | null = null;

  /** The account's session epoch when it was opened: once the account's moves on, it is over. */
  @Property({ type: 'integer', default: 0 })
  staffEpoch: number = 0;
}
