/**
 * posCustomers, the customers a till downloads to sell offline: the shop's customers by id with a
 * fixed total, deltas fed by the change log's triggers (their row, and what the promotions engine
 * reads of them: orders, listed segments, rule segments, consumed coupons), a writer transaction
 * held open across a read, refusals, and the statements of a page.
 */
import { makeCustomer, makeOrders, makeShop } from './helpers/promotions-fixtures';
import {
  POS_CUSTOMERS,
  cataloguePage,
  customersPage,
  sqlRows,
  tillShop,
  wholeCustomers,
} from './helpers/till-feeds-fixtures';
import type { TillShop } from './helpers/till-feeds-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
});
afterAll(() => server.close());

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

async function customers(shop: TillShop, count: number): Promise<number[]> {
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(await makeCustomer(server, shop.shopUuid, { firstname: `Prénom ${i}`, lastname: `Nom ${i}` }));
  }
  return ids;
}

async function singleUsePromotion(shopUuid: string): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    server,
    `insert into promotion (uuid, shop_uuid, name, starts_at, ends_at, translations, scope, discount_type, value,
       combinability, channels, coupon_code, single_use)
     values (gen_random_uuid(), ?, 'Bienvenue', now(), now() + interval '30 days', '{}', 'cart', 'percentage', 1000,
       'stackable', '["POS"]', 'BIENVENUE-' || md5(random()::text), true) returning id`,
    [shopUuid],
  );
  return row?.id ?? 0;
}

describe('the first load', () => {
  it('answers the shop’s customers by id, paged with the same total on every page', async () => {
    const shop = await tillShop(server);
    const other = await makeShop(server, 'Autre boutique');
    const ids = await customers(shop, 5);
    await makeCustomer(server, other, { firstname: 'Ailleurs', lastname: 'Client' });
    await sqlRows(server, "update customer set email = 'nom0@exemple.dz' where id = ?", [ids[0]]);
    const walk = await wholeCustomers(shop.cashier, shop.shopUuid, null, 2);
    expect(walk.pages.map((page) => [page.customers.length, page.hasMore, page.total])).toEqual([
      [2, true, 5],
      [2, true, 5],
      [1, false, 5],
    ]);
    expect(idsOf(walk.customers)).toEqual(ids);
    expect(walk.customers[0]).toEqual({
      id: ids[0],
      firstname: 'Prénom 0',
      lastname: 'Nom 0',
      phone: expect.stringMatching(/^05\d{8}$/),
      email: 'nom0@exemple.dz',
    });
    // Nothing changed since: the next delta sends nothing new (at most again what the load sent).
    const next = await wholeCustomers(shop.cashier, shop.shopUuid, walk.cursor);
    expect(idsOf(next.customers).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

/**
 * The xmin a delta starts from is the whole cluster's: a transaction of another test file still open
 * when a delta is read holds it back, and the next delta sends again what that one had sent. So which
 * customers a statement notes is checked exactly, on the log, by the writing transaction's own id, and
 * a delta for what it must hold and what it must not.
 */
async function notedBy(statement: string, params: unknown[]): Promise<number[]> {
  return server.orm.em.fork().transactional(async (em) => {
    await em.execute(statement, params);
    const rows = await em.execute<{ id: number }[]>(
      'select customer_id as id from till_customer_change where changed_xid = pg_current_xact_id() order by customer_id',
    );
    return rows.map((row) => row.id);
  });
}

describe('deltas', () => {
  it('notes a customer when their row or what promotions read of them changes', async () => {
    const shop = await tillShop(server);
    const other = await tillShop(server);
    const [renamed, ordered, listed, redeemed, untouched] = await customers(shop, 5);
    const stranger = await makeCustomer(server, other.shopUuid, { firstname: 'Autre', lastname: 'Boutique' });
    const cursor = (await wholeCustomers(shop.cashier, shop.shopUuid)).cursor;
    const note = async (why: string, statement: string, params: unknown[], expected: readonly number[]) => {
      expect({ why, noted: await notedBy(statement, params) }).toEqual({ why, noted: expected });
    };
    const all = [renamed, ordered, listed, redeemed, untouched].map(Number);

    await note('renamed', "update customer set lastname = 'Renommé' where id = ?", [renamed], [renamed ?? 0]);
    const order = `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total)
      values (gen_random_uuid(), ?, ?, 'eCommerce', 'cash', 'delivered', 150000)`;
    await note('ordered', order, [shop.shopUuid, ordered], [ordered ?? 0]);
    await note(
      'order cancelled',
      "update customer_order set status = 'cancelled' where customer_id = ?",
      [ordered],
      [ordered ?? 0],
    );
    const segment = `insert into customer_segment (uuid, shop_uuid, name, kind, min_orders)
      values (gen_random_uuid(), ?, ?, ?, ?)`;
    await note('a members segment, empty', segment, [shop.shopUuid, 'Fidèles', 'members', null], []);
    const [members] = await sqlRows<{ id: number }>(
      server,
      "select id from customer_segment where shop_uuid = ? and kind = 'members'",
      [shop.shopUuid],
    );
    await note(
      'listed',
      'insert into customer_segment_member (customer_segment_id, customer_id) values (?, ?)',
      [members?.id, listed],
      [listed ?? 0],
    );
    await note(
      'its segment deleted',
      'delete from customer_segment where id = ?',
      [members?.id],
      [listed ?? 0],
    );
    const promotionId = await singleUsePromotion(shop.shopUuid);
    await makeOrders(server, redeemed ?? 0, [{ total: 90_000 }]);
    await note(
      'coupon consumed',
      'insert into promotion_redemption (promotion_id, customer_id, order_id) select ?, ?, max(id) from customer_order where customer_id = ?',
      [promotionId, redeemed, redeemed],
      [redeemed ?? 0],
    );
    // Who a rule segment holds depends on every customer's orders: the whole shop, and only it.
    await note('a rule segment', segment, [shop.shopUuid, 'Habitués', 'rule', 2], all);
    await note(
      'renaming it',
      "update customer_segment set name = 'Habitués du mois' where shop_uuid = ?",
      [shop.shopUuid],
      [],
    );
    await note(
      'its threshold',
      'update customer_segment set min_orders = 3 where shop_uuid = ?',
      [shop.shopUuid],
      all,
    );
    await note(
      'another shop',
      "update customer set firstname = 'Ailleurs' where id = ?",
      [stranger],
      [stranger],
    );

    const delta = await wholeCustomers(shop.cashier, shop.shopUuid, cursor);
    expect(idsOf(delta.customers)).toEqual(all);
    expect(delta.customers.find((customer) => customer.id === renamed)?.lastname).toBe('Renommé');
  });

  it('misses no write whose transaction was open while a delta was read', async () => {
    const shop = await tillShop(server);
    const [first, second] = await customers(shop, 2);
    const cursor = (await wholeCustomers(shop.cashier, shop.shopUuid)).cursor;
    let during = '';
    await server.orm.em.fork().transactional(async (em) => {
      await em.execute("update customer set firstname = 'Avant' where id = ?", [first]);
      const read = await wholeCustomers(shop.cashier, shop.shopUuid, cursor);
      expect(read.customers.map((customer) => customer.firstname)).not.toContain('Avant');
      during = read.cursor;
      await em.execute("update customer set firstname = 'Après' where id = ?", [second]);
    });
    const after = await wholeCustomers(shop.cashier, shop.shopUuid, during);
    expect(after.customers.map((customer) => [customer.id, customer.firstname])).toEqual([
      [first, 'Avant'],
      [second, 'Après'],
    ]);
  });
});

describe('concurrent writers', () => {
  it('lets a sale and an order transition note one customer without waiting on each other', async () => {
    const shop = await tillShop(server);
    const [buyer] = await customers(shop, 1);
    await makeOrders(server, buyer ?? 0, [{ total: 50_000 }]);
    const [earlier] = await sqlRows<{ id: number }>(
      server,
      'select id from customer_order where customer_id = ?',
      [buyer],
    );
    const order = `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total)
      values (gen_random_uuid(), ?, ?, 'POS', 'cash', 'delivered', 90000)`;
    await server.orm.em.fork().transactional(async (sale) => {
      // A POS sale noted the customer and is still open (waiting for stock, in the reviewer's deadlock).
      await sale.execute(order, [shop.shopUuid, buyer]);
      const noted = await server.orm.em.fork().transactional(async (em) => {
        // Any wait at all fails the statement: a log row shared with the sale would make one.
        await em.execute("set local lock_timeout = '100ms'");
        await em.execute("update customer_order set status = 'cancelled' where id = ?", [earlier?.id]);
        return em.execute<{ id: number }[]>(
          'select customer_id as id from till_customer_change where changed_xid = pg_current_xact_id()',
        );
      });
      expect(noted).toEqual([{ id: buyer }]);
    });
    // Both are in the next delta: the same customer once.
    const [counts] = await sqlRows<{ rows: number; customers: number }>(
      server,
      'select count(*)::int as rows, count(distinct customer_id)::int as customers from till_customer_change where shop_uuid = ?',
      [shop.shopUuid],
    );
    expect(counts).toEqual({ rows: 4, customers: 1 });
  });
});

describe('refusals and cost', () => {
  it('refuses a cursor of another feed or shop and a limit out of range', async () => {
    const shop = await tillShop(server);
    const other = await tillShop(server);
    const catalogue = (await cataloguePage(shop.cashier, shop.shopUuid)).nextCursor;
    const mine = (await customersPage(shop.cashier, shop.shopUuid)).nextCursor;
    for (const [caller, variables, field] of [
      [shop.cashier, { shopUuid: shop.shopUuid, cursor: catalogue }, 'cursor'],
      [other.cashier, { shopUuid: other.shopUuid, cursor: mine }, 'cursor'],
      [shop.cashier, { shopUuid: shop.shopUuid, cursor: '' }, 'cursor'],
      [shop.cashier, { shopUuid: shop.shopUuid, limit: -1 }, 'limit'],
      [shop.cashier, { shopUuid: shop.shopUuid, limit: 1001 }, 'limit'],
    ] as const) {
      const answer = await caller.graphql(POS_CUSTOMERS, variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { [field]: [expect.any(String)] },
      });
    }
    const stranger = await other.cashier.graphql(POS_CUSTOMERS, { shopUuid: shop.shopUuid });
    expect(stranger.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('reads 2,500 customers in three statements a page', async () => {
    const shop = await tillShop(server);
    await sqlRows(
      server,
      `insert into customer (uuid, shop_uuid, firstname, lastname, phone)
       select gen_random_uuid(), ?, 'Client', 'N° ' || g, '06' || lpad(g::text, 8, '0') from generate_series(1, 2500) g`,
      [shop.shopUuid],
    );
    statements = [];
    const load = await wholeCustomers(shop.cashier, shop.shopUuid);
    expect(load.pages.map((page) => page.customers.length)).toEqual([1000, 1000, 500]);
    // Per page: the session, the shop check, the page (ids, total and customers in one).
    expect(statements).toHaveLength(3 * 3);
  });
});
