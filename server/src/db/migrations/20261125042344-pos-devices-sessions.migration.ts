/*
 * Written by hand (the schema diff would also retype columns the published views read): the tills and
 * their sessions (modules/pos).
 * - `pos_device`: a till of a shop, its code unique in the shop, the warehouse its sales take stock
 *   from; published as `pos.pos_device` (uuid, shop, code, warehouse, active) for syncOrders, which
 *   takes a sale's stock from its till's warehouse.
 * - `pos_session`: a cashier's session on a till, made on the tablet (its uuid the idempotency key,
 *   the fingerprints of the open and the close what a replay is compared with), its number unique on
 *   the till.
 * - The session figures read a session's orders by `pos_session` (the uuid the till sent, any case):
 *   a partial expression index on customer_order, declared on the CustomerOrder entity too.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125042344_posDevicesSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pos_device" ("uuid" uuid not null, "shop_uuid" uuid not null, "code" text not null, "name" text not null, "warehouse_id" uuid not null, "active" boolean not null default true, "registered_at" timestamptz not null default now(), "registered_by_id" uuid null, "updated_at" timestamptz not null default now(), constraint "pos_device_pkey" primary key ("uuid"), constraint pos_device_name_check check (char_length(name) between 1 and 60), constraint pos_device_code_check check (code ~ '^[A-Z0-9]{1,6}$'));`,
    );
    this.addSql(`create index "pos_device_warehouse_id_index" on "pos_device" ("warehouse_id");`);
    this.addSql(
      `alter table "pos_device" add constraint "pos_device_shop_code_unique" unique ("shop_uuid", "code");`,
    );
    this.addSql(
      `create table "pos_session" ("uuid" uuid not null, "device_uuid" uuid not null, "shop_uuid" uuid not null, "number" int not null, "cashier_id" uuid not null, "opened_at" timestamptz not null, "opening_cash" int not null, "open_fingerprint" text not null, "received_at" timestamptz not null default now(), "closed_at" timestamptz null, "counted_cash" int null, "expected_cash" int null, "note" text null, "close_fingerprint" text null, "closed_by_id" uuid null, constraint "pos_session_pkey" primary key ("uuid"), constraint pos_session_closed_check check ((closed_at is null) = (counted_cash is null) and (closed_at is null) = (expected_cash is null) and (closed_at is null) = (close_fingerprint is null)), constraint pos_session_cash_check check (opening_cash >= 0 and counted_cash >= 0 and expected_cash >= 0), constraint pos_session_number_check check (number >= 1));`,
    );
    this.addSql(`create index "pos_session_shop_opened_idx" on "pos_session" ("shop_uuid", "opened_at");`);
    this.addSql(
      `alter table "pos_session" add constraint "pos_session_device_number_unique" unique ("device_uuid", "number");`,
    );
    this.addSql(
      `alter table "pos_device" add constraint "pos_device_shop_uuid_foreign" foreign key ("shop_uuid") references "shop" ("uuid") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_device" add constraint "pos_device_warehouse_id_foreign" foreign key ("warehouse_id") references "warehouse" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_device" add constraint "pos_device_registered_by_id_foreign" foreign key ("registered_by_id") references "staff" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_session" add constraint "pos_session_device_uuid_foreign" foreign key ("device_uuid") references "pos_device" ("uuid") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_session" add constraint "pos_session_shop_uuid_foreign" foreign key ("shop_uuid") references "shop" ("uuid") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_session" add constraint "pos_session_cashier_id_foreign" foreign key ("cashier_id") references "staff" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_session" add constraint "pos_session_closed_by_id_foreign" foreign key ("closed_by_id") references "staff" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create schema "pos";`);
    this.addSql(
      `create view "pos"."pos_device" as select "uuid", "shop_uuid", "code", "warehouse_id", "active" from "public"."pos_device";`,
    );
    this.addSql(
      `create index "customer_order_pos_session_idx" on "customer_order" (lower("pos_session")) where "pos_session" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "customer_order_pos_session_idx";`);
    this.addSql(`drop schema "pos" cascade;`);
    this.addSql(`drop table "pos_session";`);
    this.addSql(`drop table "pos_device";`);
  }
}
