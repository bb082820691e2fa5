/**
 * What posCustomers answers of each customer for the promotions engine (added by the promotions
 * module): the segments they are in (listed, or matching a rule now: the same rule as the customer's
 * page and the cart's pricing) and the single-use coupons they consumed, two statements a page.
 */
import { segmentIdsOf } from '../src/modules/promotions';
import { makeCustomer, makeOrders } from './helpers/promotions-fixtures';
import { sqlRows, tillShop } from './helpers/till-feeds-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
});
afterAll(() => server.close());

const FACTS = `query($shopUuid: ID!, $cursor: String, $limit: Int) {
  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {
    customers { id segmentIds usedPromotionIds } nextCursor hasMore } }`;

interface Facts {
  id: number;
  segmentIds: number[];
  usedPromotionIds: number[];
}

async function segment(
  shopUuid: string,
  name: string,
  rule: { minOrders?: number; minSpent?: number } | null,
) {
  const [row] = await sqlRows<{ id: number }>(
    server,
    `insert into customer_segment (uuid, shop_uuid, name, kind, min_orders, min_spent)
     values (gen_random_uuid(), ?, ?, ?, ?, ?) returning id`,
    [shopUuid, name, rule ? 'rule' : 'members', rule?.minOrders ?? null, rule?.minSpent ?? null],
  );
  return row?.id ?? 0;
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

it('answers each customer’s segments and consumed coupons, as pricing reads them', async () => {
  const shop = await tillShop(server);
  const [listed, loyal, plain] = [
    await makeCustomer(server, shop.shopUuid, {
      firstname: 'Listée',
      lastname: 'Cliente',
    }),
    await makeCustomer(server, shop.shopUuid, {
      firstname: 'Fidèle',
      lastname: 'Cliente',
    }),
    await makeCustomer(server, shop.shopUuid, {
      firstname: 'Simple',
      lastname: 'Client',
    }),
  ];
  const members = await segment(shop.shopUuid, 'VIP', null);
  const regulars = await segment(shop.shopUuid, 'Habitués', { minOrders: 2 });
  const spenders = await segment(shop.shopUuid, 'Gros paniers', {
    minSpent: 500_000,
  });
  await sqlRows(
    server,
    'insert into customer_segment_member (customer_segment_id, customer_id) values (?, ?)',
    [members, listed],
  );
  await makeOrders(server, loyal, [
    { total: 300_000 },
    { total: 300_000 },
    { total: 900_000, status: 'cancelled' },
  ]);
  await makeOrders(server, plain, [{ total: 100_000 }]);
  const promotion = await singleUsePromotion(shop.shopUuid);
  await sqlRows(
    server,
    'insert into promotion_redemption (promotion_id, customer_id, order_id) select ?, ?, max(id) from customer_order where customer_id = ?',
    [promotion, plain, plain],
  );

  statements = [];
  const answer = await shop.cashier.graphql<{
    posCustomers: { customers: Facts[] };
  }>(FACTS, {
    shopUuid: shop.shopUuid,
  });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.posCustomers.customers).toEqual([
    { id: listed, segmentIds: [members], usedPromotionIds: [] },
    { id: loyal, segmentIds: [regulars, spenders], usedPromotionIds: [] },
    { id: plain, segmentIds: [], usedPromotionIds: [promotion] },
  ]);
  // The session, the shop check, the page; then the page's segments and its coupons, once each.
  expect(statements).toHaveLength(5);
  for (const customer of answer.data?.posCustomers.customers ?? []) {
    expect(await segmentIdsOf(server.orm.em.fork(), shop.shopUuid, customer.id)).toEqual(customer.segmentIds);
  }
});

it('reads the facts once per page, whatever its size', async () => {
  const shop = await tillShop(server);
  await sqlRows(
    server,
    `insert into customer (uuid, shop_uuid, firstname, lastname, phone)
     select gen_random_uuid(), ?, 'Client', 'N° ' || g, '07' || lpad(g::text, 8, '0') from generate_series(1, 1200) g`,
    [shop.shopUuid],
  );
  await segment(shop.shopUuid, 'Tout le monde', { minOrders: 0, minSpent: 0 });
  statements = [];
  const first = await shop.cashier.graphql<{
    posCustomers: { customers: Facts[]; nextCursor: string };
  }>(FACTS, {
    shopUuid: shop.shopUuid,
  });
  const rest = await shop.cashier.graphql<{
    posCustomers: { customers: Facts[] };
  }>(FACTS, {
    shopUuid: shop.shopUuid,
    cursor: first.data?.posCustomers.nextCursor,
  });
  const all = [...(first.data?.posCustomers.customers ?? []), ...(rest.data?.posCustomers.customers ?? [])];
  expect(all).toHaveLength(1200);
  expect(all.every((customer) => customer.segmentIds.length === 1)).toBe(true);
  expect(statements).toHaveLength(2 * 5);
});
