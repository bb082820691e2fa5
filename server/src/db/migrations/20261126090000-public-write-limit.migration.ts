/*
 * Written by hand (the schema diff knows no UNLOGGED tables; orm-config.ts keeps the diff off this
 * table): the public write limit shared by every server instance (src/http/rate-limit.ts). One row
 * per client address and fixed window, counted by an upsert. Unlogged: the counts are worth no WAL
 * and no replica, and a crash that empties the table only gives every address a fresh window. Room
 * left in each page (fillfactor) so the count's updates stay heap-only and need no index write.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000_publicWriteLimit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "public_write_hit" (
  "address" text not null,
  "window_start" timestamptz not null,
  "hits" int not null,
  constraint "public_write_hit_pkey" primary key ("address", "window_start")
) with (fillfactor = 70);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "public_write_hit";');
  }
}
