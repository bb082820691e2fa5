/**
 * One customer in the back office (`customer(id)`, PROMOTIONS): identity and shop, order figures (every
 * status counted, delivered spending, average basket, first and last order), the delivery places
 * their orders named as placed (a wilaya renamed since does not rewrite them) in the request's
 * language; another shop's customer is NOT_FOUND; and the whole detail is one statement.
 */
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue } from '@tijara/schema';
import { Customer } from '../src/modules/customers';
import { CustomerOrder } from '../src/modules/orders';
import { Commune, Wilaya } from '../src/modules/geography';
import { sql } from './helpers/catalog-admin-fixtures';
import { dataOf, present, refusalOf } from './helpers/graphql-results';
import { makeCustomer, makeShop } from './helpers/promotions-fixtures';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const ALGER = 16;
const ORAN = 31;

let server: TestApp;
let statements: string[] = [];
let shopUuid: string;
let manager: Signed;
let communes: { alger: number; oran: number };

const DETAIL = `query($id: Int!) { customer(id: $id) {
  id uuid shopUuid shopName firstname lastname phone email createdAt
  totals { orderCount deliveredCount spent averageBasket firstOrderAt lastOrderAt byStatus { status count } }
  addresses { wilayaId wilayaCode wilayaName communeId communeName address orderCount lastUsedAt }
} }`;

interface Detail {
  firstname: string;
  shopName: string;
  totals: Record<string, unknown>;
  addresses: Record<string, unknown>[];
}

interface OrderFixture {
  readonly total: number;
  readonly status: OrderStatusValue;
  readonly day: number;
  readonly place?: { wilaya: number; commune: number; address: string };
}

async function makeOrders(customerId: number, orders: readonly OrderFixture[]): Promise<void> {
  const em = server.orm.em.fork();
  const customer = await em.findOneOrFail(Customer, customerId);
  for (const { total, status, day, place } of orders) {
    em.create(CustomerOrder, {
      shop: customer.shop,
      customer,
      channel: place ? SalesChannel.ECOMMERCE : SalesChannel.POS,
      paymentType: PaymentType.CASH,
      status,
      total,
      createdAt: new Date(Date.UTC(2026, 9, day, 9)),
      ...(place
        ? {
            wilaya: em.getReference(Wilaya, place.wilaya),
            commune: em.getReference(Commune, place.commune),
            deliveryAddress: place.address,
          }
        : {}),
    });
  }
  await em.flush();
}

async function communeOf(wilayaId: number): Promise<number> {
  const [row] = await sql<{ commune_id: number }>(
    server,
    'select commune_id from commune_division where wilaya_id = ? order by commune_id limit 1',
    [wilayaId],
  );
  return present(row, `a commune of wilaya ${wilayaId}`).commune_id;
}

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  shopUuid = await makeShop(server, 'Boutique Détail');
  manager = await signInAs(server, { roles: ['MANAGER'], shopIds: [shopUuid] });
  communes = { alger: await communeOf(ALGER), oran: await communeOf(ORAN) };
});
afterAll(() => server.close());

function detail(id: number, who: Signed = manager, language = 'fr') {
  return server.graphql<Record<string, Detail>>(
    DETAIL,
    { id },
    { cookie: who.cookie, 'accept-language': language },
  );
}

describe('a customer', () => {
  it('answers who they are with their figures and the places their orders named', async () => {
    const id = await makeCustomer(server, shopUuid, {
      firstname: 'Nadia',
      lastname: 'Ferhat',
      phone: '0550998877',
    });
    const home = { wilaya: ALGER, commune: communes.alger, address: '12 rue Didouche Mourad' };
    const work = { wilaya: ORAN, commune: communes.oran, address: 'Bd de la Soummam' };
    await makeOrders(id, [
      { total: 120_000, status: OrderStatus.DELIVERED, day: 3, place: home },
      { total: 80_001, status: OrderStatus.DELIVERED, day: 10, place: home },
      { total: 45_000, status: OrderStatus.DELIVERED, day: 12 },
      { total: 50_000, status: OrderStatus.CANCELLED, day: 20, place: work },
      { total: 30_000, status: OrderStatus.RETURNED, day: 21, place: home },
      { total: 60_000, status: OrderStatus.PENDING, day: 25, place: work },
    ]);
    const answer = dataOf(await detail(id), 'customer');
    expect(answer).toMatchObject({
      firstname: 'Nadia',
      lastname: 'Ferhat',
      phone: '0550998877',
      email: null,
      shopUuid,
      shopName: 'Boutique Détail',
    });
    expect(answer.totals).toEqual({
      orderCount: 4,
      deliveredCount: 3,
      spent: 245_001,
      // 245 001 / 3 = 81 667 centimes, rounded.
      averageBasket: 81_667,
      firstOrderAt: '2026-10-03T09:00:00.000Z',
      lastOrderAt: '2026-10-25T09:00:00.000Z',
      byStatus: [
        { status: 'PENDING', count: 1 },
        { status: 'CONFIRMED', count: 0 },
        { status: 'SHIPPED', count: 0 },
        { status: 'DELIVERED', count: 3 },
        { status: 'CANCELLED', count: 1 },
        { status: 'RETURNED', count: 1 },
      ],
    });
    // A POS sale names no place; the places come most recent first.
    expect(answer.addresses).toEqual([
      expect.objectContaining({
        wilayaId: ORAN,
        wilayaCode: '31',
        wilayaName: 'Oran',
        communeId: communes.oran,
        address: 'Bd de la Soummam',
        orderCount: 2,
        lastUsedAt: '2026-10-25T09:00:00.000Z',
      }),
      expect.objectContaining({ wilayaId: ALGER, wilayaName: 'Alger', address: home.address, orderCount: 3 }),
    ]);
    const arabic = dataOf(await detail(id, manager, 'ar'), 'customer');
    expect(arabic.addresses.map((place) => place['wilayaName'])).toEqual(['وهران', 'الجزائر']);
  });

  it('keeps the names an order was placed with when the geography is renamed later', async () => {
    const id = await makeCustomer(server, shopUuid, { firstname: 'Karim', lastname: 'Hadjadj' });
    await makeOrders(id, [
      {
        total: 10_000,
        status: OrderStatus.DELIVERED,
        day: 4,
        place: { wilaya: ORAN, commune: communes.oran, address: 'Cité 200' },
      },
    ]);
    await sql(server, "update wilaya set name = 'Wahran' where id = ?", [ORAN]);
    try {
      const answer = dataOf(await detail(id), 'customer');
      expect(answer.addresses).toEqual([
        expect.objectContaining({ wilayaName: 'Oran', address: 'Cité 200' }),
      ]);
    } finally {
      await sql(server, "update wilaya set name = 'Oran' where id = ?", [ORAN]);
    }
  });

  it('answers a customer who never ordered with zeros and no average', async () => {
    const id = await makeCustomer(server, shopUuid, { firstname: 'Amel', lastname: 'Kaci' });
    const answer = dataOf(await detail(id), 'customer');
    expect(answer.totals).toMatchObject({
      orderCount: 0,
      deliveredCount: 0,
      spent: 0,
      averageBasket: null,
      firstOrderAt: null,
      lastOrderAt: null,
    });
    expect(answer.addresses).toEqual([]);
  });

  it('is one statement, whatever the number of orders', async () => {
    const id = await makeCustomer(server, shopUuid, { firstname: 'Samir', lastname: 'Touati' });
    await sql(
      server,
      `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total, wilaya_id, commune_id, delivery_address, created_at)
       select gen_random_uuid(), ?, ?, 'eCommerce', 'cash', 'delivered', 1000 * g, ?, ?, 'Rue ' || (g % 30), now() - make_interval(days => g)
       from generate_series(1, 300) g`,
      [shopUuid, id, ALGER, communes.alger],
    );
    statements = [];
    const answer = dataOf(await detail(id), 'customer');
    // The session's statement, then the detail.
    expect(statements).toHaveLength(2);
    expect(answer.totals).toMatchObject({ orderCount: 300, spent: 45_150_000 });
    // 30 addresses used: the 20 most recent are shown.
    expect(answer.addresses).toHaveLength(20);
  });
});

describe('refusals', () => {
  it('answers NOT_FOUND for another shop’s customer, which an admin reads', async () => {
    const otherShop = await makeShop(server, 'Boutique Voisine');
    const id = await makeCustomer(server, otherShop, { firstname: 'Yacine', lastname: 'Oranais' });
    expect(refusalOf(await detail(id))).toMatchObject({ code: 'NOT_FOUND' });
    const admin = await signInAs(server, { roles: ['ADMIN'] });
    expect(dataOf(await detail(id, admin), 'customer')).toMatchObject({ shopName: 'Boutique Voisine' });
  });

  it('refuses an id that cannot be one, and an unknown one', async () => {
    const bad = await detail(0);
    expect(refusalOf(bad)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(bad.errors?.[0]?.extensions.fieldErrors).toEqual({
      id: ['must be a whole number from 1 to 2147483647'],
    });
    expect(refusalOf(await detail(2_000_000_000))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses staff without PROMOTIONS', async () => {
    const id = await makeCustomer(server, shopUuid, { firstname: 'Lina', lastname: 'Saadi' });
    const agent = await signInAs(server, { roles: ['ORDER_AGENT'], shopIds: [shopUuid] });
    expect(refusalOf(await detail(id, agent))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
