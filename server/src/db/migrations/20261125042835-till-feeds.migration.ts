/*
 * Written by hand (the schema diff knows no triggers, and would retype columns the published views
 * read): the change logs the till's feeds read their deltas from (server/src/core/delta-feed.ts).
 *
 * - `till_product_change` (catalog): a row per shop, product and transaction that changed what a
 *   till of that shop shows of the product (`changed_xid`, its xid8). Statement triggers (transition
 *   tables: one insert per statement, whatever the rows) on every table the till's product reads:
 *   product, product_translation, combination, combination_value, product_category,
 *   product_collection, product_image (the thumbnail), product_shop (joining or leaving a shop, a
 *   deleted product through its cascade), and the updates of attribute values (labels, position) and
 *   attributes (position) that rename combinations. Other shops' products are not logged.
 * - `till_customer_change` (customers): a row per customer and transaction that changed what a till
 *   knows of them: their row, and what the promotions engine reads about them, which lives in other
 *   modules' tables: their orders (rule segments count them), their places in listed segments, their
 *   consumed single-use coupons, and a rule segment of their shop created, edited or deleted (every
 *   customer of the shop).
 *
 * Append-only, never updated: the transaction's id is part of the key and the triggers insert with
 * `on conflict do nothing`, so two transactions never wait on each other's log rows (a POS sale
 * holding customer X's row while waiting for stock, an order transition holding the stock while
 * noting X: the deadlock an upserted row per customer made), and a transaction writing twice meets
 * its own row. The key starts with the shop and the xid, the order a delta reads in.
 *
 * `till_product_change_mark` / `till_customer_change_mark`: per day, the snapshot xmin of the feed's
 * first read that day. The mark of FEED_RETENTION_DAYS ago is the horizon: the day's first read
 * deletes the log rows below it, and a cursor starting below it is refused as expired
 * (core/delta-feed.ts). No foreign keys: a row outlives its product, and triggers fire during other
 * tables' cascades. The functions fix their search_path, so a session's cannot redirect them.
 */
import { Migration } from '@mikro-orm/migrations';

/** Functions run with this path whatever the session's (a temporary table cannot stand in for a log). */
const SEARCH_PATH = 'set search_path = public, pg_temp';

/** The three statement triggers (insert, update, delete) of `table`, calling `fn`. */
function statementTriggers(table: string, fn: string, events: readonly ('insert' | 'update' | 'delete')[]) {
  return events.map((event) => {
    const referencing =
      event === 'insert'
        ? 'new table as new_rows'
        : event === 'delete'
          ? 'old table as old_rows'
          : 'old table as old_rows new table as new_rows';
    return `create trigger "till_${table}_${event}" after ${event} on "${table}" referencing ${referencing} for each statement execute function ${fn}();`;
  });
}

const ALL = ['insert', 'update', 'delete'] as const;

/** A trigger function noting the ids a query of its transition tables gives, through `note`. */
function noting(name: string, note: string, ids: { insert?: string; update?: string; delete?: string }) {
  const branch = (op: string, query: string | undefined) =>
    query === undefined ? '' : `  if TG_OP = '${op}' then perform ${note}(array(${query})); end if;\n`;
  return `create function ${name}() returns trigger language plpgsql ${SEARCH_PATH} as $$
begin
${branch('INSERT', ids.insert)}${branch('UPDATE', ids.update)}${branch('DELETE', ids.delete)}  return null;
end;
$$;`;
}

/** Ids of a column of the rows a statement wrote (inserted, updated before and after, deleted). */
function rowsOf(column: string) {
  return {
    insert: `select ${column} from new_rows`,
    update: `select ${column} from new_rows union select ${column} from old_rows`,
    delete: `select ${column} from old_rows`,
  };
}

/** A feed's marks: per day, the snapshot xmin of its first read that day (core/delta-feed.ts). */
function marksTable(table: string): string {
  return `create table "${table}" ("day" date not null, "since_xid" xid8 not null, constraint "${table}_pkey" primary key ("day"));`;
}

const CATALOG_PARTS = [
  'product_translation',
  'combination',
  'product_category',
  'product_collection',
  'product_image',
] as const;

const CUSTOMER_FACTS = ['customer_order', 'promotion_redemption', 'customer_segment_member'] as const;

export class Migration20261125042835_tillFeeds extends Migration {
  override async up(): Promise<void> {
    this.catalogue();
    this.customers();
  }

  private catalogue(): void {
    this.addSql(
      `create table "till_product_change" ("shop_uuid" uuid not null, "changed_xid" xid8 not null, "product_id" int not null, constraint "till_product_change_pkey" primary key ("shop_uuid", "changed_xid", "product_id"));`,
    );
    this.addSql(marksTable('till_product_change_mark'));
    // PL/pgSQL, not SQL: its statement's plan is kept for the session, a SQL function's made at each call.
    this.addSql(`create function till_note_products(ids int[]) returns void language plpgsql ${SEARCH_PATH} as $$
begin
  if cardinality(ids) = 0 then return; end if;
  insert into till_product_change (shop_uuid, changed_xid, product_id)
  select ps.shop_uuid, pg_current_xact_id(), ps.product_id from product_shop ps where ps.product_id = any(ids)
  on conflict do nothing;
end;
$$;`);
    this.addSql(noting('till_products_changed', 'till_note_products', rowsOf('id')));
    this.addSql(noting('till_product_parts_changed', 'till_note_products', rowsOf('product_id')));
    const combinationOf = (rows: string) =>
      `select c.product_id from ${rows} cv join combination c on c.id = cv.combination_id`;
    this.addSql(
      noting('till_combination_values_changed', 'till_note_products', {
        insert: combinationOf('new_rows'),
        update: `${combinationOf('new_rows')} union ${combinationOf('old_rows')}`,
        delete: combinationOf('old_rows'),
      }),
    );
    this.addSql(
      noting('till_attribute_values_renamed', 'till_note_products', {
        update:
          'select c.product_id from new_rows n join old_rows o on o.id = n.id ' +
          'join combination_value cv on cv.attribute_value_id = n.id join combination c on c.id = cv.combination_id ' +
          'where n.labels is distinct from o.labels or n.position is distinct from o.position',
      }),
    );
    this.addSql(
      noting('till_attributes_reordered', 'till_note_products', {
        update:
          'select c.product_id from new_rows n join old_rows o on o.id = n.id ' +
          'join attribute_value av on av.attribute_id = n.id join combination_value cv on cv.attribute_value_id = av.id ' +
          'join combination c on c.id = cv.combination_id where n.position is distinct from o.position',
      }),
    );
    // product_shop names the shop itself, and its rows are gone once deleted: noted straight from them.
    const noteShops = (rows: string) => `insert into till_product_change (shop_uuid, changed_xid, product_id)
    select r.shop_uuid, pg_current_xact_id(), r.product_id from (${rows}) r on conflict do nothing;`;
    const shopRows = rowsOf('shop_uuid, product_id');
    this.addSql(`create function till_product_shops_changed() returns trigger language plpgsql ${SEARCH_PATH} as $$
begin
  if TG_OP = 'INSERT' then ${noteShops(shopRows.insert)}
  elsif TG_OP = 'UPDATE' then ${noteShops(shopRows.update)}
  else ${noteShops(shopRows.delete)}
  end if;
  return null;
end;
$$;`);
    statementTriggers('product', 'till_products_changed', ALL).forEach((s) => this.addSql(s));
    for (const table of CATALOG_PARTS) {
      statementTriggers(table, 'till_product_parts_changed', ALL).forEach((s) => this.addSql(s));
    }
    statementTriggers('combination_value', 'till_combination_values_changed', ALL).forEach((s) => this.addSql(s));
    statementTriggers('attribute_value', 'till_attribute_values_renamed', ['update']).forEach((s) =>
      this.addSql(s),
    );
    statementTriggers('attribute', 'till_attributes_reordered', ['update']).forEach((s) => this.addSql(s));
    statementTriggers('product_shop', 'till_product_shops_changed', ALL).forEach((s) => this.addSql(s));
  }

  private customers(): void {
    this.addSql(
      `create table "till_customer_change" ("shop_uuid" uuid not null, "changed_xid" xid8 not null, "customer_id" int not null, constraint "till_customer_change_pkey" primary key ("shop_uuid", "changed_xid", "customer_id"));`,
    );
    this.addSql(marksTable('till_customer_change_mark'));
    this.addSql(`create function till_note_customers(ids int[]) returns void language plpgsql ${SEARCH_PATH} as $$
begin
  if cardinality(ids) = 0 then return; end if;
  insert into till_customer_change (shop_uuid, changed_xid, customer_id)
  select c.shop_uuid, pg_current_xact_id(), c.id from customer c where c.id = any(ids)
  on conflict do nothing;
end;
$$;`);
    const { insert, update } = rowsOf('id');
    this.addSql(noting('till_customers_changed', 'till_note_customers', { insert, update }));
    this.addSql(noting('till_customer_facts_changed', 'till_note_customers', rowsOf('customer_id')));
    // A rule segment's membership is computed from every customer's orders: all the shop's customers.
    const shopsOf = (rows: string, where = "kind = 'rule'") =>
      `select shop_uuid from ${rows} where ${where}`;
    const customersOf = (shops: string) => `select c.id from customer c where c.shop_uuid in (${shops})`;
    this.addSql(
      noting('till_segment_rules_changed', 'till_note_customers', {
        insert: customersOf(shopsOf('new_rows')),
        update: customersOf(
          'select n.shop_uuid from new_rows n join old_rows o on o.id = n.id ' +
            "where (n.kind = 'rule' or o.kind = 'rule') and (n.kind, n.min_orders, n.min_spent) is distinct from (o.kind, o.min_orders, o.min_spent)",
        ),
        delete: customersOf(shopsOf('old_rows')),
      }),
    );
    statementTriggers('customer', 'till_customers_changed', ['insert', 'update']).forEach((s) => this.addSql(s));
    for (const table of CUSTOMER_FACTS) {
      statementTriggers(table, 'till_customer_facts_changed', ALL).forEach((s) => this.addSql(s));
    }
    statementTriggers('customer_segment', 'till_segment_rules_changed', ALL).forEach((s) => this.addSql(s));
  }

  override async down(): Promise<void> {
    const tables = [
      'product',
      ...CATALOG_PARTS,
      'combination_value',
      'attribute_value',
      'attribute',
      'product_shop',
      'customer',
      ...CUSTOMER_FACTS,
      'customer_segment',
    ];
    for (const table of tables) {
      for (const event of ALL) this.addSql(`drop trigger if exists "till_${table}_${event}" on "${table}";`);
    }
    for (const fn of [
      'till_products_changed',
      'till_product_parts_changed',
      'till_combination_values_changed',
      'till_attribute_values_renamed',
      'till_attributes_reordered',
      'till_product_shops_changed',
      'till_customers_changed',
      'till_customer_facts_changed',
      'till_segment_rules_changed',
    ]) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    this.addSql('drop function if exists till_note_products(int[]);');
    this.addSql('drop function if exists till_note_customers(int[]);');
    for (const table of [
      'till_product_change',
      'till_product_change_mark',
      'till_customer_change',
      'till_customer_change_mark',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
