/**
 * Staff order reads: the list's filters, search, date range and pages, each read
 * in a fixed number of SQL statements; the detail; the review queue of flagged POS sales and its
 * resolution; and nothing of a shop the member of staff is not assigned to.
 */
import {
  OrderFlagKind,
  OrderReviewStatus,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from '@tijara/schema';
import { Shop } from '../src/modules/shop';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import {
  ORDER,
  ORDERS,
  RESOLVE_REVIEW,
  REVIEW_QUEUE,
  insertOrder,
  refusalFields,
} from './helpers/order-admin-fixtures';
import { createTransporter } from './helpers/orders-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface Summary {
  uuid: string;
  reference: string;
  status: string;
  channel: string;
  customerName: string;
  createdAt: string;
}
interface Page {
  totalCount: number;
  page: number;
  pageSize: number;
  items: Summary[];
}

let queries: string[] = [];
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let carrier: number;
const orders: Record<'phone' | 'wholesale' | 'installment' | 'pos', { id: number; uuid: string }> =
  {} as never;
const JANUARY = { createdFrom: '2020-01-01T00:00:00.000Z', createdTo: '2020-02-01T00:00:00.000Z' };
const day = (d: number) => new Date(Date.UTC(2020, 0, d, 9));

beforeAll(async () => {
  server = await createTestApp({ onQuery: (sql) => queries.push(sql) });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = (await demoWarehouses(server)).shopUuid;
  carrier = (await createTransporter(server, 'Lecture Express')).id;
  orders.phone = await insertOrder(server, {
    shopUuid,
    firstname: 'Yacine',
    lastname: 'Kaci',
    phone: '0661000001',
    channel: SalesChannel.PHONE,
    orderType: OrderType.PHONE,
    paymentType: PaymentType.CASH,
    transporterId: carrier,
    at: day(10),
  });
  orders.wholesale = await insertOrder(server, {
    shopUuid,
    firstname: 'Samia',
    lastname: 'Ferhat',
    phone: '0552000002',
    channel: SalesChannel.WHOLESALE,
    orderType: OrderType.WHOLESALER,
    paymentType: PaymentType.DEPOSIT,
    status: OrderStatus.CONFIRMED,
    at: day(12),
  });
  orders.installment = await insertOrder(server, {
    shopUuid,
    channel: SalesChannel.INSTALLMENT,
    orderType: OrderType.INSTALLMENT,
    paymentType: PaymentType.INSTALLMENT,
    status: OrderStatus.DELIVERED,
    at: day(14),
  });
  orders.pos = await insertOrder(server, {
    shopUuid,
    channel: SalesChannel.POS,
    orderType: OrderType.PHYSICAL_SHOP,
    paymentType: PaymentType.CASH,
    status: OrderStatus.DELIVERED,
    reviewStatus: OrderReviewStatus.PENDING,
    flags: [{ kind: OrderFlagKind.OVERSOLD, productId: 1, combinationId: null, sold: 3, available: 1 }],
    receiptNumber: 'T1-S1-0001',
    at: day(16),
  });
  for (let i = 0; i < 30; i += 1) {
    await insertOrder(server, { shopUuid, lastname: 'Pagination', at: new Date(Date.UTC(2020, 2, 1, 0, i)) });
  }
});
afterAll(() => server.close());

async function list(filter: Record<string, unknown>, page?: number, pageSize?: number): Promise<Page> {
  return dataOf(await admin.graphql<{ orders: Page }>(ORDERS, { filter, page, pageSize }), 'orders');
}

async function uuidsOf(filter: Record<string, unknown>): Promise<string[]> {
  return (await list({ ...JANUARY, ...filter })).items.map((item) => item.uuid);
}

describe('orders', () => {
  it('filters by status, channel, payment type, transporter and review status', async () => {
    expect(await uuidsOf({ status: ['CONFIRMED'] })).toEqual([orders.wholesale.uuid]);
    expect(await uuidsOf({ status: ['PENDING', 'CONFIRMED'] })).toEqual([
      orders.wholesale.uuid,
      orders.phone.uuid,
    ]);
    expect(await uuidsOf({ channel: ['INSTALLMENT', 'POS'] })).toEqual([
      orders.pos.uuid,
      orders.installment.uuid,
    ]);
    expect(await uuidsOf({ paymentType: ['DEPOSIT'] })).toEqual([orders.wholesale.uuid]);
    expect(await uuidsOf({ transporterId: carrier })).toEqual([orders.phone.uuid]);
    expect(await uuidsOf({ reviewStatus: 'PENDING' })).toEqual([orders.pos.uuid]);
  });

  it('searches by reference, part of the name and part of the phone number', async () => {
    const reference = `CMD-${String(orders.wholesale.id).padStart(6, '0')}`;
    expect(await uuidsOf({ search: reference })).toEqual([orders.wholesale.uuid]);
    expect(await uuidsOf({ search: 'cine ka' })).toEqual([orders.phone.uuid]);
    expect(await uuidsOf({ search: '0552 000' })).toEqual([orders.wholesale.uuid]);
    expect(await uuidsOf({ search: '+213 661 000' })).toEqual([orders.phone.uuid]);
  });

  it('bounds the creation date, from included and to excluded', async () => {
    const window = { createdFrom: day(12).toISOString(), createdTo: day(16).toISOString() };
    expect((await list(window)).items.map((item) => item.uuid)).toEqual([
      orders.installment.uuid,
      orders.wholesale.uuid,
    ]);
    const backwards = await admin.graphql(ORDERS, { filter: { createdFrom: day(16), createdTo: day(12) } });
    expect(refusalFields(backwards)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: undefined,
      fields: ['filter.createdTo'],
    });
  });

  it('pages newest first with the total over all pages, past the last page too', async () => {
    const march = { createdFrom: '2020-03-01T00:00:00.000Z', search: 'Pagination' };
    const first = await list(march);
    expect([first.totalCount, first.page, first.pageSize, first.items.length]).toEqual([30, 1, 24, 24]);
    const times = first.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list(march, 2);
    expect([second.totalCount, second.items.length]).toEqual([30, 6]);
    expect(new Set([...first.items, ...second.items].map((item) => item.uuid)).size).toBe(30);
    expect(await list(march, 3)).toEqual({ totalCount: 30, page: 3, pageSize: 24, items: [] });
    expect(refusalOf(await admin.graphql(ORDERS, { pageSize: 13 }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: undefined,
    });
  });

  it('reads a page in one statement on orders whatever the page size', async () => {
    const counts: number[] = [];
    for (const pageSize of [12, 100]) {
      queries = [];
      await list({ search: 'Pagination' }, 1, pageSize);
      counts.push(queries.length);
      expect(queries.filter((sql) => /from customer_order/.test(sql))).toHaveLength(1);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

describe('order', () => {
  it('answers the detail in one statement: customer, flags, POS origin, history and moves', async () => {
    queries = [];
    const detail = dataOf(
      await admin.graphql<{ order: Record<string, unknown> }>(ORDER, orders.pos),
      'order',
    );
    expect(queries.filter((sql) => /customer_order/.test(sql))).toHaveLength(1);
    expect(detail).toMatchObject({
      uuid: orders.pos.uuid,
      reference: `CMD-${String(orders.pos.id).padStart(6, '0')}`,
      channel: 'POS',
      status: 'DELIVERED',
      customer: { firstname: 'Amina', lastname: 'Benali' },
      receiptNumber: 'T1-S1-0001',
      deviceId: 'till-1',
      offline: true,
      reviewStatus: 'PENDING',
      flags: [
        {
          kind: 'OVERSOLD',
          productId: 1,
          combinationId: null,
          sold: 3,
          available: 1,
          chargedUnitPrice: null,
        },
      ],
      history: [{ fromStatus: null, toStatus: 'DELIVERED', staffName: null }],
      allowedTransitions: ['RETURNED'],
      balanceDue: 100_000,
      lines: [],
    });
  });
});

describe('another shop', () => {
  it('hides its orders from an order agent assigned elsewhere: NOT_FOUND, not in lists, refused as a filter', async () => {
    const em = server.orm.em.fork();
    const elsewhere = em.create(Shop, { name: 'Boutique Oran' });
    await em.flush();
    const agent = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [elsewhere.uuid] });
    expect(refusalOf(await agent.graphql(ORDER, orders.phone))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      messageKey: undefined,
    });
    const changed = await agent.graphql(RESOLVE_REVIEW, { input: { uuid: orders.pos.uuid } });
    expect(refusalOf(changed).code).toBe('NOT_FOUND');
    const visible = dataOf(await agent.graphql<{ orders: Page }>(ORDERS, {}), 'orders');
    expect(visible.totalCount).toBe(0);
    expect(refusalOf(await agent.graphql(ORDERS, { filter: { shopUuid } })).code).toBe('FORBIDDEN');
  });
});

describe('review queue', () => {
  it('lists a flagged order until a member of staff resolves it', async () => {
    const queue = async () =>
      dataOf(
        await admin.graphql<{ orderReviewQueue: { totalCount: number; items: { uuid: string }[] } }>(
          REVIEW_QUEUE,
          {
            shopUuid,
          },
        ),
        'orderReviewQueue',
      );
    expect((await queue()).items.map((item) => item.uuid)).toContain(orders.pos.uuid);
    const resolved = dataOf(
      await admin.graphql<{ resolveOrderReview: Record<string, unknown> }>(RESOLVE_REVIEW, {
        input: { uuid: orders.pos.uuid, note: '  Compté en réserve : 3 pièces. ' },
      }),
      'resolveOrderReview',
    );
    expect(resolved).toMatchObject({ reviewStatus: 'RESOLVED', reviewNote: 'Compté en réserve : 3 pièces.' });
    expect(resolved['reviewedByName']).toEqual(expect.any(String));
    expect(resolved['reviewedAt']).toEqual(expect.any(String));
    expect((await queue()).items.map((item) => item.uuid)).not.toContain(orders.pos.uuid);
    const again = await admin.graphql(RESOLVE_REVIEW, { input: { uuid: orders.pos.uuid } });
    expect(refusalOf(again)).toEqual({ status: 409, code: 'CONFLICT', messageKey: undefined });
  });
});
