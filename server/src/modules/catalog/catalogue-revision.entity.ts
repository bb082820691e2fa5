/**
 * One row counting catalogue writes. Every catalogue write bumps it in its own transaction, so any
 * server instance can tell that its cached listings are stale (see catalogue-changes.ts).
 */
import { BigIntType, Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity()
@Check({ name: 'catalogue_revision_single_row_check', expression: 'id = 1' })
export class CatalogueRevision {
  @PrimaryKey({ type: 'smallint' })
  id: number = 1;

  @Property({ type: new BigIntType('number'), default: 0 })
  revision: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Date = new Date();
}
