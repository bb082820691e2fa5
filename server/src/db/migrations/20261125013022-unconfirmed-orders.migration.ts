/*
 * Written by hand: since the published views exist, MikroORM's schema diff also proposes to retype
 * columns those views read (and PostgreSQL refuses), so this migration carries only its own changes.
 * - The shop's delay before a web order nobody confirmed is cancelled (0 never, at most 90 days),
 *   published to orders (its sweep and the lists' autoCancelAt) through `shop.shop`.
 * - Orders keep the names of their wilaya and commune as they were when made (renames and splits of
 *   the geography later leave an order as it was). A trigger fills them from the ids, whatever writes
 *   the order (the order writer, the demo seed, an import), unless the insert gives them; a change of
 *   the ids takes the names of that moment. Existing orders take today's names, the ones they were
 *   shown with until now. Published on `orders.customer_order` for the other readers of orders.
 * - A history row the system wrote says why with a message key the apps translate.
 * - The sweep and the "expiring" filter look for still-pending web orders by age.
 * `create or replace view` may only add columns at the end, which is all these do.
 */
import { Migration } from '@mikro-orm/migrations';

const ORDER_VIEW_COLUMNS = `"id", "uuid", "shop_uuid", "customer_id", "channel", "order_type", "payment_type", "status", "delivery_address", "wilaya_id", "commune_id", "transporter_id", "tracking_number", "delivery_price", "total", "created_at", "delivered_at", "client_order_key", "request_fingerprint", "cart_external_id", "locale", "source", "subtotal_ht", "discount_ht", "delivery_discount", "amount_paid", "device_id", "cashier_id", "pos_session", "device_sequence", "receipt_number", "client_created_at", "offline", "review_status", "flags", "promotions", "reviewed_by_id", "reviewed_at", "review_note", "created_by_id", "note", "updated_at"`;

export class Migration20261125013022_unconfirmedOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "shop" add column "unconfirmed_order_days" int not null default 7, add constraint "shop_unconfirmed_order_days_check" check ("unconfirmed_order_days" between 0 and 90);`,
    );
    // Shops that exist at the upgrade opt in (their old pending orders would all go at the first
    // sweep, seconds after the deploy); a shop created from now on starts with the 7 days.
    this.addSql(`update "shop" set "unconfirmed_order_days" = 0;`);
    this.addSql(
      `create or replace view "shop"."shop" as select "uuid", "name", "active_add_to_cart", "unconfirmed_order_days" from "public"."shop";`,
    );
    this.addSql(
      `alter table "customer_order" add column "wilaya_name" text null, add column "wilaya_name_ar" text null, add column "commune_name" text null, add column "commune_name_ar" text null;`,
    );
    this.addSql(
      `update "customer_order" o set "wilaya_name" = w."name", "wilaya_name_ar" = w."name_ar" from "wilaya" w where w."id" = o."wilaya_id";`,
    );
    this.addSql(
      `update "customer_order" o set "commune_name" = c."name", "commune_name_ar" = c."name_ar" from "commune" c where c."id" = o."commune_id";`,
    );
    this.addSql(`create function customer_order_place_names() returns trigger language plpgsql as $$
begin
  if (tg_op = 'INSERT' and new.wilaya_name is null) or (tg_op = 'UPDATE' and new.wilaya_id is distinct from old.wilaya_id) then
    select w.name, w.name_ar into new.wilaya_name, new.wilaya_name_ar from wilaya w where w.id = new.wilaya_id;
  end if;
  if (tg_op = 'INSERT' and new.commune_name is null) or (tg_op = 'UPDATE' and new.commune_id is distinct from old.commune_id) then
    select c.name, c.name_ar into new.commune_name, new.commune_name_ar from commune c where c.id = new.commune_id;
  end if;
  return new;
end;
$$;`);
    this.addSql(`create trigger customer_order_place_names before insert or update of wilaya_id, commune_id
  on customer_order for each row execute function customer_order_place_names();`);
    this.addSql(
      `create or replace view "orders"."customer_order" as select ${ORDER_VIEW_COLUMNS}, "wilaya_name", "wilaya_name_ar", "commune_name", "commune_name_ar" from "public"."customer_order";`,
    );
    this.addSql(
      `create index "customer_order_unconfirmed_web_idx" on "customer_order" ("created_at") where "status" = 'pending' and "channel" = 'eCommerce';`,
    );
    this.addSql(`alter table "order_status_change" add column "message_key" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_status_change" drop column "message_key";`);
    this.addSql(`drop index "customer_order_unconfirmed_web_idx";`);
    this.addSql(`drop trigger if exists customer_order_place_names on customer_order;`);
    this.addSql(`drop function if exists customer_order_place_names();`);
    this.addSql(`drop view "orders"."customer_order";`);
    this.addSql(`create view "orders"."customer_order" as select ${ORDER_VIEW_COLUMNS} from "public"."customer_order";`);
    this.addSql(
      `alter table "customer_order" drop column "wilaya_name", drop column "wilaya_name_ar", drop column "commune_name", drop column "commune_name_ar";`,
    );
    this.addSql(`drop view "shop"."shop";`);
    this.addSql(`create view "shop"."shop" as select "uuid", "name", "active_add_to_cart" from "public"."shop";`);
    this.addSql(`alter table "shop" drop column "unconfirmed_order_days";`);
  }
}
