/*
 * Written by hand (the schema diff would also retype columns the published views read): the indexes
 * the dashboard home's aggregates need to stay fast on a long history (`npm run bench`, dashboard
 * group: 100,000 orders). Declared on the CustomerOrder entity too, so the schema diff keeps them.
 * - The 30-day series reads orders by creation instant with their shop, channel, status and total: an
 *   index on the instant that includes those columns answers it from the index alone, in every shop
 *   (an admin) or a few.
 * - The orders waiting (pending, confirmed, shipped) are few among many finished ones: a partial
 *   index holds only them, by shop and status.
 * - The money carriers hold (transporter payments' read, delivered cash-on-delivery orders in no
 *   payment) is an index-only scan of those orders, not a scan of every order (29 -> 20 ms on the
 *   bench's 100,000).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125013217_dashboardIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "customer_order_created_sales_idx" on "customer_order" ("created_at") include ("shop_uuid", "channel", "status", "total");`,
    );
    this.addSql(
      `create index "customer_order_waiting_idx" on "customer_order" ("shop_uuid", "status") where "status" in ('pending', 'confirmed', 'shipped');`,
    );
    this.addSql(
      `create index "customer_order_cod_delivered_idx" on "customer_order" ("transporter_id") include ("id", "total") where "status" = 'delivered' and "payment_type" = 'transporter_payment';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "customer_order_cod_delivered_idx";`);
    this.addSql(`drop index "customer_order_waiting_idx";`);
    this.addSql(`drop index "customer_order_created_sales_idx";`);
  }
}
