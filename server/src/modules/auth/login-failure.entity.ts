/**
 * One failed login, counted per account key ('email:<address>') and per address key ('ip:<ip>')
 * over a sliding window. In PostgreSQL so the limit holds across instances. Unknown emails are
 * counted like known ones, so the throttle never tells whether an account exists.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

@Entity()
@Index({ properties: ['key', 'at'] })
export class LoginFailure {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;
}
