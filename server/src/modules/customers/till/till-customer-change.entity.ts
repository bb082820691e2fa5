/**
 * The customers' change log for the tills: a row per customer and transaction (its xid8) that
 * changed what a till knows of them: their row, and the facts the promotions engine reads about them
 * (their orders, which rule segments count; their places in listed segments; the single-use coupons
 * they consumed; a rule segment of their shop edited). Written only by the database's triggers
 * (migration 20261125042835-till-feeds). Append-only (the transaction is part of the key, inserts do
 * nothing on conflict): a POS sale and an order transition noting the same customer never wait on
 * each other's log rows. Kept FEED_RETENTION_DAYS; read by customers/till only (see
 * core/delta-feed.ts). Declared here so the schema diff keeps the table.
 */
import { Entity, PrimaryKey, PrimaryKeyProp } from '@mikro-orm/core';

@Entity({ tableName: 'till_customer_change' })
export class TillCustomerChange {
  // In this order: a delta reads a shop's rows by transaction id.
  [PrimaryKeyProp]?: ['shopUuid', 'changedXid', 'customerId'];

  @PrimaryKey({ type: 'uuid' })
  shopUuid!: string;

  /** pg_current_xact_id() of the change (decimal text in JavaScript). */
  @PrimaryKey({ type: 'string', columnType: 'xid8' })
  changedXid!: string;

  // No foreign key: the log is written by triggers of other modules' tables too, in any order.
  @PrimaryKey({ type: 'integer', autoincrement: false })
  customerId!: number;
}
