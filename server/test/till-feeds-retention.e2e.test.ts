/**
 * How long the till's feeds remember (core/delta-feed.ts): each feed marks the snapshot xmin of its
 * first read of the day; the mark of FEED_RETENTION_DAYS ago is the horizon; the day's first read
 * deletes the log rows below it, and a cursor starting below it is refused as expired, so the till
 * loads again. A database of its own: the marks written here would expire other files' cursors.
 */
import { CURSOR_EXPIRED, FEED_RETENTION_DAYS } from '../src/core/delta-feed';
import { makeCustomer } from './helpers/promotions-fixtures';
import {
  POS_CATALOGUE,
  POS_CUSTOMERS,
  sqlRows,
  tillProduct,
  tillShop,
  wholeCatalogue,
  wholeCustomers,
} from './helpers/till-feeds-fixtures';
import type { TillShop } from './helpers/till-feeds-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

interface Feed {
  readonly query: string;
  readonly log: string;
  readonly marks: string;
  readonly id: string;
  /** Writes one change the log notes, and answers the noted id. */
  change(shop: TillShop): Promise<number>;
  /** Walks the feed to its end from the cursor; answers the next delta's cursor. */
  walk(shop: TillShop, cursor: string | null): Promise<string>;
}

const feeds: readonly Feed[] = [
  {
    query: POS_CATALOGUE,
    log: 'till_product_change',
    marks: 'till_product_change_mark',
    id: 'product_id',
    change: async (shop) => (await tillProduct(server, shop)).id,
    walk: async (shop, cursor) => (await wholeCatalogue(shop.cashier, shop.shopUuid, cursor)).cursor,
  },
  {
    query: POS_CUSTOMERS,
    log: 'till_customer_change',
    marks: 'till_customer_change_mark',
    id: 'customer_id',
    change: (shop) => makeCustomer(server, shop.shopUuid, { firstname: 'Nadia', lastname: 'Oufella' }),
    walk: async (shop, cursor) => (await wholeCustomers(shop.cashier, shop.shopUuid, cursor)).cursor,
  },
];

describe.each(feeds)('$log', (feed) => {
  /** The ids the log still holds among these. */
  /** Waits (a condition, not a time) until every running transaction began after the mark's xid. */
  async function xminPasses(markSql: string): Promise<void> {
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await sqlRows<{ passed: boolean }>(
        server,
        `select pg_snapshot_xmin(pg_current_snapshot()) >= (${markSql} limit 1) as passed`,
      );
      if (row?.passed) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('A transaction older than the mark never ended');
  }

  async function logged(ids: readonly number[]): Promise<number[]> {
    const rows = await sqlRows<{ id: number }>(
      server,
      `select distinct ${feed.id} as id from ${feed.log} where ${feed.id} = any(?::int[]) order by 1`,
      [`{${ids.join(',')}}`],
    );
    return rows.map((row) => row.id);
  }

  it('marks the day once, with the xmin of its first read', async () => {
    const shop = await tillShop(server);
    await feed.walk(shop, null);
    await feed.walk(shop, null);
    const marks = await sqlRows<{ today: boolean; below: boolean }>(
      server,
      `select day = current_date as today, since_xid <= pg_snapshot_xmin(pg_current_snapshot()) as below from ${feed.marks}`,
    );
    expect(marks).toEqual([{ today: true, below: true }]);
  });

  it('forgets what is older than the horizon, and sends a till holding an older cursor to load again', async () => {
    const shop = await tillShop(server);
    const old = await feed.change(shop);
    const stale = await feed.walk(shop, null);
    const kept = await feed.change(shop);
    // The cluster was past both changes FEED_RETENTION_DAYS ago; the change written after is newer.
    await sqlRows(server, `delete from ${feed.marks}`);
    await sqlRows(
      server,
      `insert into ${feed.marks} (day, since_xid) values (current_date - ?::int, pg_current_xact_id())`,
      [FEED_RETENTION_DAYS],
    );
    const recent = await feed.change(shop);
    expect(await logged([old, kept, recent])).toEqual([old, kept, recent]);

    // The day's first read prunes below the horizon, and refuses the cursor that starts below it.
    const refused = await shop.cashier.graphql(feed.query, { shopUuid: shop.shopUuid, cursor: stale });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: CURSOR_EXPIRED,
      fieldErrors: { cursor: [expect.any(String)] },
    });
    expect(await logged([old, kept, recent])).toEqual([recent]);

    // Loading again gives a cursor above the horizon, whose deltas answer. The snapshot xmin is the
    // cluster's: a transaction of another test's database, begun before the mark was written, holds
    // it below the mark until it ends (a till's real marks are xmins themselves, never above one).
    await xminPasses(`select since_xid from ${feed.marks}`);
    const fresh = await feed.walk(shop, null);
    const noted = await feed.change(shop);
    const delta = await shop.cashier.graphql(feed.query, { shopUuid: shop.shopUuid, cursor: fresh });
    expect(delta.errors).toBeUndefined();
    expect(await logged([noted])).toEqual([noted]);
  });

  it('keeps what a cursor at the horizon still needs', async () => {
    const shop = await tillShop(server);
    const cursor = await feed.walk(shop, null);
    const from = (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { from: string }).from;
    const changed = await feed.change(shop);
    await sqlRows(server, `delete from ${feed.marks}`);
    await sqlRows(
      server,
      `insert into ${feed.marks} (day, since_xid) values (current_date - ?::int, ?::xid8)`,
      [FEED_RETENTION_DAYS + 3, from],
    );
    const answer = await shop.cashier.graphql(feed.query, { shopUuid: shop.shopUuid, cursor });
    expect(answer.errors).toBeUndefined();
    expect(await logged([changed])).toEqual([changed]);
  });
});
