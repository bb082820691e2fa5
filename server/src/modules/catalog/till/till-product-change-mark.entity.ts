/**
 * Per day, the snapshot xmin of the catalogue feed's first read that day: the mark of
 * FEED_RETENTION_DAYS ago is the log's horizon (core/delta-feed.ts). One row a day, kept.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'till_product_change_mark' })
export class TillProductChangeMark {
  @PrimaryKey({ type: 'string', columnType: 'date' })
  day!: string;

  /** Every transaction not finished at that read has an id >= it (decimal text in JavaScript). */
  @Property({ type: 'string', columnType: 'xid8' })
  sinceXid!: string;
}
