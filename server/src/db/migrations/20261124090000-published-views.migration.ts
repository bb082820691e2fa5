/*
 * Written by hand (MikroORM's schema diff knows no views): the views each module publishes for the
 * others to read in raw SQL, one schema per module (`catalog.product`). A module reads its own tables
 * and only these views of the others' (server/src/modules/table-ownership.test.ts); each view is a
 * plain projection, which PostgreSQL inlines into the reading statement (same plan as the table).
 * Columns that are nobody else's business stay out: a staff member's password hash, the storefront
 * token, a reviewer's e-mail and phone. A module that changes a published table keeps its view's
 * columns in a new migration.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261124090000_publishedViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema "catalog";`);
    this.addSql(`create view "catalog"."product" as select "id", "uuid", "slug", "sku", "barcode", "status", "active", "featured", "on_sale", "main_category_id", "brand_id", "brand_line_id", "price_ht", "tax_rate_bp", "supply_price_ht", "wholesale_price_ht", "wholesale_moq", "weight_grams", "height_mm", "width_mm", "length_mm", "available_date", "supplier_id", "pack_mode", "created_at", "updated_at", "version" from "public"."product";`);
    this.addSql(`create view "catalog"."product_translation" as select "product_id", "locale", "name", "short_description", "long_description", "seo_title", "seo_description" from "public"."product_translation";`);
    this.addSql(`create view "catalog"."combination" as select "id", "product_id", "reference", "barcode", "is_default", "price_impact_ht", "names", "active", "position" from "public"."combination";`);
    this.addSql(`create view "catalog"."combination_value" as select "combination_id", "attribute_value_id" from "public"."combination_value";`);
    this.addSql(`create view "catalog"."attribute" as select "id", "code", "labels", "kind", "position" from "public"."attribute";`);
    this.addSql(`create view "catalog"."attribute_value" as select "id", "attribute_id", "labels", "color", "image_key", "position" from "public"."attribute_value";`);
    this.addSql(`create view "catalog"."product_category" as select "product_id", "category_id" from "public"."product_category";`);
    this.addSql(`create view "catalog"."product_collection" as select "product_id", "collection_id" from "public"."product_collection";`);
    this.addSql(`create view "catalog"."product_shop" as select "product_id", "shop_uuid" from "public"."product_shop";`);
    this.addSql(`create view "catalog"."category" as select "id", "uuid", "slug", "names", "descriptions", "parent_id", "position", "active", "thumb_key", "created_at" from "public"."category";`);
    this.addSql(`create view "catalog"."brand" as select "id", "uuid", "slug", "name", "descriptions", "logo_key", "position", "active", "created_at" from "public"."brand";`);
    this.addSql(`create view "catalog"."brand_line" as select "id", "uuid", "slug", "brand_id", "names", "position", "active" from "public"."brand_line";`);
    this.addSql(`create view "catalog"."collection" as select "id", "uuid", "slug", "names", "position", "active" from "public"."collection";`);
    this.addSql(`create schema "customers";`);
    this.addSql(`create view "customers"."customer" as select "id", "uuid", "shop_uuid", "firstname", "lastname", "phone", "email", "created_at" from "public"."customer";`);
    this.addSql(`create schema "orders";`);
    this.addSql(`create view "orders"."customer_order" as select "id", "uuid", "shop_uuid", "customer_id", "channel", "order_type", "payment_type", "status", "delivery_address", "wilaya_id", "commune_id", "transporter_id", "tracking_number", "delivery_price", "total", "created_at", "delivered_at", "client_order_key", "request_fingerprint", "cart_external_id", "locale", "source", "subtotal_ht", "discount_ht", "delivery_discount", "amount_paid", "device_id", "cashier_id", "pos_session", "device_sequence", "receipt_number", "client_created_at", "offline", "review_status", "flags", "promotions", "reviewed_by_id", "reviewed_at", "review_note", "created_by_id", "note", "updated_at" from "public"."customer_order";`);
    this.addSql(`create schema "staff";`);
    this.addSql(`create view "staff"."staff" as select "id", "email", "display_name", "roles", "active" from "public"."staff";`);
    this.addSql(`create schema "geography";`);
    this.addSql(`create view "geography"."wilaya" as select "id", "code", "iso_code", "name", "name_ar", "deliverable", "valid_from", "valid_until" from "public"."wilaya";`);
    this.addSql(`create view "geography"."commune" as select "id", "name", "name_ar", "post_code", "deliverable" from "public"."commune";`);
    this.addSql(`create view "geography"."commune_division" as select "id", "commune_id", "wilaya_id", "valid_from", "valid_until" from "public"."commune_division";`);
    this.addSql(`create schema "transporters";`);
    this.addSql(`create view "transporters"."transporter" as select "id", "name", "price", "image", "logo", "active" from "public"."transporter";`);
    this.addSql(`create view "transporters"."transporter_commune" as select "transporter_id", "commune_id", "price" from "public"."transporter_commune";`);
    this.addSql(`create schema "shop";`);
    this.addSql(`create view "shop"."shop" as select "uuid", "name", "active_add_to_cart" from "public"."shop";`);
    this.addSql(`create schema "stock";`);
    this.addSql(`create view "stock"."warehouse" as select "id", "shop_uuid", "name", "active", "is_shop_default", "created_at" from "public"."warehouse";`);
    this.addSql(`create view "stock"."stock_level" as select "id", "warehouse_id", "product_id", "combination_id", "on_hand", "reserved", "updated_at" from "public"."stock_level";`);
    this.addSql(`create schema "reviews";`);
    this.addSql(`create view "reviews"."review" as select "id", "uuid", "product_id", "shop_uuid", "author_name", "purchase_date", "rating", "text_html", "bought_here", "accepted_policy", "image_key", "status", "created_at", "moderated_at", "moderated_by_id" from "public"."review";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema "catalog" cascade;`);
    this.addSql(`drop schema "customers" cascade;`);
    this.addSql(`drop schema "orders" cascade;`);
    this.addSql(`drop schema "staff" cascade;`);
    this.addSql(`drop schema "geography" cascade;`);
    this.addSql(`drop schema "transporters" cascade;`);
    this.addSql(`drop schema "shop" cascade;`);
    this.addSql(`drop schema "stock" cascade;`);
    this.addSql(`drop schema "reviews" cascade;`);
  }
}
