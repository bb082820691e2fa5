/*
 * Written by hand (MikroORM's schema diff knows no triggers): the stock ledger is append-only.
 * Corrections are new ADJUSTMENT rows, so any UPDATE or DELETE of a stock_movement row, by the app
 * or by hand in psql, is refused by the database itself. TRUNCATE stays possible for a deliberate
 * reset by an operator.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261121081015_stockLedgerAppendOnly extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function stock_movement_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'stock_movement is append-only: record a correcting movement instead'
    using errcode = 'restrict_violation';
end;
$$;`);
    this.addSql(`create trigger stock_movement_append_only before update or delete on stock_movement
  for each row execute function stock_movement_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists stock_movement_append_only on stock_movement;');
    this.addSql('drop function if exists stock_movement_append_only();');
  }
}
