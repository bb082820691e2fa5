/*
 * Written by hand: since the published views exist, MikroORM's schema diff also proposes to retype
 * columns those views read (and PostgreSQL refuses), so this migration carries only its own change.
 * The reason a moderator rejected a review, read by staff in the queue; the published
 * `reviews.review` view leaves it out (nobody else's business).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261124223631_reviewRejectionReason extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review" add column "rejection_reason" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "review" drop column "rejection_reason";`);
  }
}
