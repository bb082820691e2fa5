/**
 * The catalogue's change log for the tills: a row per shop, product and transaction (its xid8) that
 * changed what a till of that shop shows of the product. Written only by the database's triggers
 * (migration 20261125042835-till-feeds), on every table the till's product reads: product,
 * product_translation, combination, combination_value, product_category, product_collection,
 * product_shop, product_image and the renames of attributes and their values. Append-only (the
 * transaction is part of the key, inserts do nothing on conflict): two writers never wait on each
 * other's log rows. Kept FEED_RETENTION_DAYS, so a deleted or withdrawn product is still reported as
 * removed to every till that may still ask. Declared here so the schema diff keeps the table; read
 * by catalog/till only (see core/delta-feed.ts).
 */
import { Entity, PrimaryKey, PrimaryKeyProp } from '@mikro-orm/core';

@Entity({ tableName: 'till_product_change' })
export class TillProductChange {
  // In this order: a delta reads a shop's rows by transaction id.
  [PrimaryKeyProp]?: ['shopUuid', 'changedXid', 'productId'];

  // No foreign keys: the row outlives the product and the product's place in the shop.
  @PrimaryKey({ type: 'uuid' })
  shopUuid!: string;

  /** pg_current_xact_id() of the change (decimal text in JavaScript). */
  @PrimaryKey({ type: 'string', columnType: 'xid8' })
  changedXid!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  productId!: number;
}
