/**
 * The orders list's criteria added for the back office's screens (order type, wilaya, customer, the
 * web orders about to be cancelled), its sorts, the status tabs' counts, autoCancelAt and the
 * customer's record on the detail, each read in one statement; the wilaya and commune an order was
 * placed with, kept when the geography is renamed later; and the shop's delay setting.
 */
import { OrderStatus, OrderType, PaymentType, SalesChannel } from '@tijara/schema';
import { Shop } from '../src/modules/shop';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import { insertOrder, refusalFields } from './helpers/order-admin-fixtures';
import {
  ORAN,
  ORDER_EXTRAS,
  SET_DELAY,
  SORTED_ORDERS,
  STATUS_COUNTS,
  moveOrderTo,
} from './helpers/orders-list-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface Row {
  uuid: string;
  wilayaName: string | null;
  communeName: string | null;
  autoCancelAt: string | null;
}

let queries: string[] = [];
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
const day = (d: number) => new Date(Date.UTC(2021, 0, d, 9));
const JANUARY = { createdFrom: '2021-01-01T00:00:00.000Z', createdTo: '2021-02-01T00:00:00.000Z' };
const orders: Record<'web' | 'phone' | 'wholesale' | 'cancelled' | 'pos', { id: number; uuid: string }> =
  {} as never;
let yacine: number;
let oranNames: { wilaya: string; wilayaAr: string; commune: string };

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => queries.push(query) });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = (await demoWarehouses(server)).shopUuid;
  const yacineOf = { firstname: 'Yacine', lastname: 'Kaci', phone: '0661000011' };
  orders.web = await insertOrder(server, {
    shopUuid,
    ...yacineOf,
    channel: SalesChannel.ECOMMERCE,
    total: 300_000,
    at: day(10),
  });
  orders.phone = await insertOrder(server, {
    shopUuid,
    firstname: 'Samia',
    lastname: 'Ferhat',
    channel: SalesChannel.PHONE,
    orderType: OrderType.PHONE,
    status: OrderStatus.CONFIRMED,
    total: 150_000,
    at: day(11),
  });
  await moveOrderTo(server, orders.phone.id, ORAN);
  orders.wholesale = await insertOrder(server, {
    shopUuid,
    ...yacineOf,
    channel: SalesChannel.WHOLESALE,
    orderType: OrderType.WHOLESALER,
    paymentType: PaymentType.DEPOSIT,
    status: OrderStatus.DELIVERED,
    total: 900_000,
    at: day(12),
  });
  orders.cancelled = await insertOrder(server, {
    shopUuid,
    ...yacineOf,
    channel: SalesChannel.ECOMMERCE,
    status: OrderStatus.CANCELLED,
    total: 50_000,
    at: day(13),
  });
  orders.pos = await insertOrder(server, {
    shopUuid,
    firstname: 'amina',
    lastname: 'benali',
    channel: SalesChannel.POS,
    orderType: OrderType.PHYSICAL_SHOP,
    paymentType: PaymentType.CASH,
    status: OrderStatus.DELIVERED,
    total: 120_000,
    at: day(14),
  });
  const [customer] = await sql<{ customer_id: number }>(
    server,
    'select customer_id from customer_order where id = ?',
    [orders.web.id],
  );
  yacine = customer?.customer_id ?? 0;
  const [names] = await sql<{ wilaya: string; wilaya_ar: string; commune: string }>(
    server,
    'select w.name as wilaya, w.name_ar as wilaya_ar, c.name as commune from wilaya w, commune c where w.id = ? and c.id = ?',
    [ORAN.wilayaId, ORAN.communeId],
  );
  oranNames = {
    wilaya: names?.wilaya ?? '',
    wilayaAr: names?.wilaya_ar ?? '',
    commune: names?.commune ?? '',
  };
});
afterAll(() => server.close());

async function listed(
  filter: Record<string, unknown>,
  sort?: string,
  direction?: string,
): Promise<{ totalCount: number; items: Row[] }> {
  return dataOf(
    await admin.graphql<{ orders: { totalCount: number; items: Row[] } }>(SORTED_ORDERS, {
      filter: { ...JANUARY, ...filter },
      sort,
      direction,
    }),
    'orders',
  );
}

async function uuids(filter: Record<string, unknown>, sort?: string, direction?: string): Promise<string[]> {
  return (await listed(filter, sort, direction)).items.map((row) => row.uuid);
}

describe('the new criteria', () => {
  it('filters by order type, by the wilaya the order goes to and by customer', async () => {
    expect(await uuids({ orderType: ['PHONE', 'WHOLESALER'] })).toEqual([
      orders.wholesale.uuid,
      orders.phone.uuid,
    ]);
    expect(await uuids({ wilayaId: ORAN.wilayaId })).toEqual([orders.phone.uuid]);
    expect(await uuids({ customerId: yacine })).toEqual([
      orders.cancelled.uuid,
      orders.wholesale.uuid,
      orders.web.uuid,
    ]);
  });

  it('lists the pending web orders the system cancels before an instant, and says when', async () => {
    const due = new Date(day(10).getTime() + 7 * 86_400_000);
    const [web] = (await listed({ autoCancelBefore: new Date(due.getTime() + 1).toISOString() })).items;
    expect(web).toMatchObject({ uuid: orders.web.uuid, autoCancelAt: due.toISOString() });
    expect(await uuids({ autoCancelBefore: due.toISOString() })).toEqual([]);
    const all = await listed({});
    expect(all.items.filter((row) => row.autoCancelAt !== null).map((row) => row.uuid)).toEqual([
      orders.web.uuid,
    ]);
  });

  it('refuses ids that cannot exist, naming each field', async () => {
    const answer = await admin.graphql(SORTED_ORDERS, { filter: { wilayaId: 0, customerId: -3 } });
    expect(refusalFields(answer)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: undefined,
      fields: ['filter.customerId', 'filter.wilayaId'],
    });
  });
});

describe('sorting', () => {
  it('sorts by each field both ways, ties by the order id in the same direction', async () => {
    const { web, phone, wholesale, cancelled, pos } = orders;
    const by = async (sort: string) => [await uuids({}, sort, 'ASC'), await uuids({}, sort, 'DESC')];
    const expectations: Record<string, { uuid: string }[]> = {
      CREATED_AT: [web, phone, wholesale, cancelled, pos],
      REFERENCE: [web, phone, wholesale, cancelled, pos],
      TOTAL: [cancelled, pos, phone, web, wholesale],
      CUSTOMER: [pos, phone, web, wholesale, cancelled],
      STATUS: [web, phone, wholesale, pos, cancelled],
    };
    for (const [sort, ascending] of Object.entries(expectations)) {
      const [asc, desc] = await by(sort);
      expect({ sort, asc }).toEqual({ sort, asc: ascending.map((o) => o.uuid) });
      expect({ sort, desc }).toEqual({ sort, desc: [...(asc ?? [])].reverse() });
    }
  });

  it('answers a page in one statement whatever the sort', async () => {
    for (const sort of ['CREATED_AT', 'TOTAL', 'REFERENCE', 'CUSTOMER', 'STATUS']) {
      queries = [];
      await listed({ status: ['DELIVERED'], autoCancelBefore: null }, sort, 'ASC');
      expect({ sort, statements: queries.filter((q) => /customer_order/.test(q)).length }).toEqual({
        sort,
        statements: 1,
      });
    }
  });
});

describe('orderStatusCounts', () => {
  it('counts every status under the other criteria, leaving out the status one, in one statement', async () => {
    queries = [];
    const counts = dataOf(
      await admin.graphql<{ orderStatusCounts: { status: string; count: number }[] }>(STATUS_COUNTS, {
        filter: { ...JANUARY, status: ['PENDING'] },
      }),
      'orderStatusCounts',
    );
    expect(queries.filter((q) => /customer_order/.test(q))).toHaveLength(1);
    expect(counts).toEqual([
      { status: 'PENDING', count: 1 },
      { status: 'CONFIRMED', count: 1 },
      { status: 'SHIPPED', count: 0 },
      { status: 'DELIVERED', count: 2 },
      { status: 'RETURNED', count: 0 },
      { status: 'CANCELLED', count: 1 },
    ]);
    const web = dataOf(
      await admin.graphql<{ orderStatusCounts: { status: string; count: number }[] }>(STATUS_COUNTS, {
        filter: { ...JANUARY, channel: ['ECOMMERCE'] },
      }),
      'orderStatusCounts',
    );
    expect(web.filter((tab) => tab.count > 0)).toEqual([
      { status: 'PENDING', count: 1 },
      { status: 'CANCELLED', count: 1 },
    ]);
  });
});

describe('the detail', () => {
  it("weighs the customer's record in the shop and says when the system cancels, in one statement", async () => {
    queries = [];
    const detail = dataOf(
      await admin.graphql<{ order: Record<string, unknown> }>(ORDER_EXTRAS, { uuid: orders.web.uuid }),
      'order',
    );
    expect(queries.filter((q) => /customer_order/.test(q))).toHaveLength(1);
    expect(detail).toMatchObject({
      customerRecord: { orders: 3, delivered: 1, returned: 0, cancelled: 1 },
      autoCancelAt: new Date(day(10).getTime() + 7 * 86_400_000).toISOString(),
    });
    const phone = dataOf(
      await admin.graphql<{ order: Record<string, unknown> }>(ORDER_EXTRAS, { uuid: orders.phone.uuid }),
      'order',
    );
    expect(phone).toMatchObject({ customerRecord: { orders: 1 }, autoCancelAt: null });
  });
});

describe('the wilaya and commune at the order’s date', () => {
  it('keeps the names an order was placed with when the geography is renamed later', async () => {
    await sql(server, "update wilaya set name = 'Wahran', name_ar = 'ولاية وهران الجديدة' where id = ?", [
      ORAN.wilayaId,
    ]);
    await sql(server, "update commune set name = 'Wahran Centre' where id = ?", [ORAN.communeId]);
    const [row] = (await listed({ wilayaId: ORAN.wilayaId })).items;
    expect(row).toMatchObject({ wilayaName: oranNames.wilaya, communeName: oranNames.commune });
    const detail = dataOf(
      await admin.graphql<{ order: Row }>(ORDER_EXTRAS, { uuid: orders.phone.uuid }),
      'order',
    );
    expect(detail).toMatchObject({ wilayaName: oranNames.wilaya, communeName: oranNames.commune });
    const arabic = await server.graphql<{ order: Row }>(
      ORDER_EXTRAS,
      { uuid: orders.phone.uuid },
      { cookie: admin.signed.cookie, 'accept-language': 'ar' },
    );
    expect(dataOf(arabic, 'order').wilayaName).toBe(oranNames.wilayaAr);
    const later = await insertOrder(server, { shopUuid, at: day(40) });
    await moveOrderTo(server, later.id, ORAN);
    const after = {
      wilayaId: ORAN.wilayaId,
      createdFrom: day(40).toISOString(),
      createdTo: day(41).toISOString(),
    };
    const [renamed] = (await listed(after)).items;
    expect(renamed).toMatchObject({ wilayaName: 'Wahran', communeName: 'Wahran Centre' });
  });
});

describe('setUnconfirmedOrderDays', () => {
  it('sets the delay from 0 to 90 for managers of the shop, refusing other values and other people', async () => {
    const manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [shopUuid] });
    const set = (client: StaffClient, days: number, shop = shopUuid) =>
      client.graphql<{ setUnconfirmedOrderDays: { unconfirmedOrderDays: number } }>(SET_DELAY, {
        shopUuid: shop,
        days,
      });
    expect(dataOf(await set(manager, 0), 'setUnconfirmedOrderDays').unconfirmedOrderDays).toBe(0);
    expect(dataOf(await set(manager, 90), 'setUnconfirmedOrderDays').unconfirmedOrderDays).toBe(90);
    for (const days of [-1, 91]) {
      expect(refusalFields(await set(manager, days))).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
        messageKey: undefined,
        fields: ['days'],
      });
    }
    const agent = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [shopUuid] });
    expect(refusalOf(await set(agent, 3)).code).toBe('FORBIDDEN');
    const shown = await server.graphql<{ shop: { unconfirmedOrderDays: number } }>(
      '{ shop { unconfirmedOrderDays } }',
    );
    expect(dataOf(shown, 'shop').unconfirmedOrderDays).toBe(90);
    const em = server.orm.em.fork();
    const elsewhere = em.create(Shop, { name: 'Boutique Annaba' });
    await em.flush();
    expect(refusalOf(await set(manager, 3, elsewhere.uuid)).code).toBe('FORBIDDEN');
    const web = (await listed({ customerId: yacine, status: ['PENDING'] })).items[0];
    expect(web?.autoCancelAt).toBe(new Date(day(10).getTime() + 90 * 86_400_000).toISOString());
    await set(manager, 7);
  });
});
