/*
 * Written by hand: since the published views exist, MikroORM's schema diff also proposes to retype
 * columns those views read (and PostgreSQL refuses), so this migration carries only its own change.
 * Staff administration: the account's version (optimistic lock of the account and affectation
 * forms), its session epoch (moved by a deactivation or a password reset: every session opened under
 * an older one is over) and the epoch each session was opened under; e-mails stay lowercase.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125012901_staffAdministration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "staff" add column "version" integer not null default 1;`);
    this.addSql(`alter table "staff" add column "session_epoch" integer not null default 0;`);
    this.addSql(
      `alter table "staff" add constraint "staff_email_lowercase" check ("email" = lower("email"));`,
    );
    this.addSql(`alter table "staff_session" add column "staff_epoch" integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "staff_session" drop column "staff_epoch";`);
    this.addSql(`alter table "staff" drop constraint "staff_email_lowercase";`);
    this.addSql(`alter table "staff" drop column "session_epoch";`);
    this.addSql(`alter table "staff" drop column "version";`);
  }
}
