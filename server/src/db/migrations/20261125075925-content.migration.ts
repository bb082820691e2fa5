/*
 * Written by hand (the schema diff would also retype columns the published views read, and knows no
 * deferrable constraint): the content module (modules/content), every table carrying its shop.
 * - `content_menu` (a shop's menus by code) and `content_menu_item` (a tree: parent, position among
 *   its siblings from 0). `content_page` (the home, slug null, once per shop: unique nulls not
 *   distinct; and landing pages) with its ordered `content_block`s. Positions are unique among
 *   siblings, deferred to commit: a move renumbers a whole sibling list in one statement, under the
 *   menu's or page's row lock.
 * - `cms_page`, `blog_category`, `blog_post` (+ `blog_post_category`), slugs unique per shop.
 * - `content_theme`: a shop's theme variables written (defaults are filled in when read).
 * - `content_image`: the images staff uploaded for content (media keys with their upright size).
 * - The views the storefront's blocks read of other modules' tables: `catalog.tag`,
 *   `catalog.product_tag` (tag_products) and `orders.order_line` (the BESTSELLERS source).
 */
import { Migration } from '@mikro-orm/migrations';

const SLUG_CHECK = `~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

function shopForeignKey(table: string): string {
  return `alter table "${table}" add constraint "${table}_shop_uuid_foreign" foreign key ("shop_uuid") references "shop" ("uuid") on update cascade on delete cascade;`;
}

export class Migration20261125075925_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_menu" ("id" serial primary key, "shop_uuid" uuid not null, "code" text not null, "created_at" timestamptz not null default now(), constraint content_menu_code_check check (code ~ '^[a-z0-9-]{1,40}$'));`,
    );
    this.addSql(
      `alter table "content_menu" add constraint "content_menu_shop_code_unique" unique ("shop_uuid", "code");`,
    );
    this.addSql(shopForeignKey('content_menu'));
    this.addSql(
      `create table "content_menu_item" ("id" serial primary key, "menu_id" int not null, "parent_id" int null, "position" int not null, "type" text not null, "target_id" int null, "link" text null, "label" jsonb null, "open_in_new_tab" boolean not null default false, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint content_menu_item_position_check check (position >= 0));`,
    );
    this.addSql(
      `alter table "content_menu_item" add constraint "content_menu_item_position_unique" unique nulls not distinct ("menu_id", "parent_id", "position") deferrable initially deferred;`,
    );
    this.addSql(`create index "content_menu_item_parent_id_index" on "content_menu_item" ("parent_id");`);
    this.addSql(
      `alter table "content_menu_item" add constraint "content_menu_item_menu_id_foreign" foreign key ("menu_id") references "content_menu" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "content_menu_item" add constraint "content_menu_item_parent_id_foreign" foreign key ("parent_id") references "content_menu_item" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "content_page" ("id" serial primary key, "shop_uuid" uuid not null, "slug" text null, "title" jsonb not null, "published" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint content_page_slug_check check (slug ${SLUG_CHECK}));`,
    );
    this.addSql(
      `alter table "content_page" add constraint "content_page_shop_slug_unique" unique nulls not distinct ("shop_uuid", "slug");`,
    );
    this.addSql(shopForeignKey('content_page'));
    this.addSql(
      `create table "content_block" ("id" serial primary key, "page_id" int not null, "position" int not null, "type" text not null, "active" boolean not null default true, "visible_from" timestamptz null, "visible_until" timestamptz null, "size" text not null default 'full', "container_class" text not null default '', "wrapper_css_class" text not null default '', "bg_color" text not null default '', "show_title" boolean not null default true, "link" text null, "number" int null, "responsive_number" text null, "source" text null, "target" jsonb not null default '{}', "texts" jsonb not null default '{}', "images" jsonb not null default '[]', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint content_block_visibility_check check (visible_until > visible_from), constraint content_block_position_check check (position >= 0));`,
    );
    this.addSql(
      `alter table "content_block" add constraint "content_block_position_unique" unique ("page_id", "position") deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "content_block" add constraint "content_block_page_id_foreign" foreign key ("page_id") references "content_page" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "cms_page" ("id" serial primary key, "shop_uuid" uuid not null, "slug" text not null, "title" jsonb not null, "html" jsonb not null default '{}', "published" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint cms_page_slug_check check (slug ${SLUG_CHECK}));`,
    );
    this.addSql(`alter table "cms_page" add constraint "cms_page_shop_slug_unique" unique ("shop_uuid", "slug");`);
    this.addSql(shopForeignKey('cms_page'));
    this.addSql(
      `create table "blog_category" ("id" serial primary key, "shop_uuid" uuid not null, "slug" text not null, "name" jsonb not null, "description" jsonb not null default '{}', "thumbnail_key" text null, "position" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint blog_category_slug_check check (slug ${SLUG_CHECK}));`,
    );
    this.addSql(
      `alter table "blog_category" add constraint "blog_category_shop_slug_unique" unique ("shop_uuid", "slug");`,
    );
    this.addSql(shopForeignKey('blog_category'));
    this.addSql(
      `create table "blog_post" ("id" serial primary key, "shop_uuid" uuid not null, "slug" text not null, "title" jsonb not null, "html" jsonb not null default '{}', "thumbnail_key" text null, "published" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint blog_post_slug_check check (slug ${SLUG_CHECK}));`,
    );
    this.addSql(`alter table "blog_post" add constraint "blog_post_shop_slug_unique" unique ("shop_uuid", "slug");`);
    this.addSql(`create index "blog_post_shop_created_idx" on "blog_post" ("shop_uuid", "created_at");`);
    this.addSql(shopForeignKey('blog_post'));
    this.addSql(
      `create table "blog_post_category" ("post_id" int not null, "category_id" int not null, constraint "blog_post_category_pkey" primary key ("post_id", "category_id"));`,
    );
    this.addSql(`create index "blog_post_category_category_id_index" on "blog_post_category" ("category_id");`);
    this.addSql(
      `alter table "blog_post_category" add constraint "blog_post_category_post_id_foreign" foreign key ("post_id") references "blog_post" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "blog_post_category" add constraint "blog_post_category_category_id_foreign" foreign key ("category_id") references "blog_category" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "content_theme" ("shop_uuid" uuid not null, "variables" jsonb not null default '{}', "updated_at" timestamptz not null default now(), constraint "content_theme_pkey" primary key ("shop_uuid"));`,
    );
    this.addSql(shopForeignKey('content_theme'));
    this.addSql(
      `create table "content_image" ("shop_uuid" uuid not null, "media_key" text not null, "width" int not null, "height" int not null, "created_at" timestamptz not null default now(), constraint "content_image_pkey" primary key ("shop_uuid", "media_key"), constraint content_image_size_check check (width > 0 and height > 0));`,
    );
    this.addSql(shopForeignKey('content_image'));

    this.addSql(`create view "catalog"."tag" as select "id", "slug", "names" from "public"."tag";`);
    this.addSql(
      `create view "catalog"."product_tag" as select "product_id", "tag_id" from "public"."product_tag";`,
    );
    this.addSql(
      `create view "orders"."order_line" as select "order_id", "product_id", "combination_id", "quantity" from "public"."order_line";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "orders"."order_line";`);
    this.addSql(`drop view "catalog"."product_tag";`);
    this.addSql(`drop view "catalog"."tag";`);
    for (const table of [
      'content_image',
      'content_theme',
      'blog_post_category',
      'blog_post',
      'blog_category',
      'cms_page',
      'content_block',
      'content_page',
      'content_menu_item',
      'content_menu',
    ]) {
      this.addSql(`drop table "${table}";`);
    }
  }
}
