/**
 * The back office's customer list (`customerList`, PROMOTIONS): each customer with their orders
 * (neither cancelled nor returned), money spent (delivered orders) and last order; the till's search
 * rule (names, phone with +213 or Arabic-Indic digits); sorts with stable pages; bad input named
 * field by field; only the shops the actor acts in; and one statement a page over thousands of
 * customers, whatever its size.
 */
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue } from '@tijara/schema';
import { Customer } from '../src/modules/customers';
import { CustomerOrder } from '../src/modules/orders';
import { sql } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import { makeCustomer, makeShop } from './helpers/promotions-fixtures';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let statements: string[] = [];
let shopUuid: string;
let otherShop: string;
let manager: Signed;
let ids: Record<'nadia' | 'yacine' | 'yasmine' | 'eloise' | 'amel', number>;

interface Row {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  orderCount: number;
  spent: number;
  lastOrderAt: string | null;
}

interface Page {
  items: Row[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const LIST = `query($shopUuid: ID, $search: String, $sortBy: CustomerSortField, $descending: Boolean,
  $page: Int, $pageSize: Int) {
  customerList(shopUuid: $shopUuid, search: $search, sortBy: $sortBy, descending: $descending, page: $page,
    pageSize: $pageSize) {
    totalCount page pageSize items { id uuid shopUuid firstname lastname phone email createdAt orderCount spent lastOrderAt }
  } }`;

/** Orders of one customer, each with its day of November 2026. */
async function makeOrders(
  customerId: number,
  orders: readonly { total: number; status: OrderStatusValue; day: number }[],
): Promise<void> {
  const em = server.orm.em.fork();
  const customer = await em.findOneOrFail(Customer, customerId);
  for (const { total, status, day } of orders) {
    em.create(CustomerOrder, {
      shop: customer.shop,
      customer,
      channel: SalesChannel.ECOMMERCE,
      paymentType: PaymentType.TRANSPORTER,
      status,
      total,
      createdAt: new Date(Date.UTC(2026, 10, day, 9)),
    });
  }
  await em.flush();
}

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  // Shops of their own: the demo seed's customers would crowd the lists.
  shopUuid = await makeShop(server, 'Boutique Clients');
  otherShop = await makeShop(server, 'Boutique Voisine');
  manager = await signInAs(server, { roles: ['MANAGER'], shopIds: [shopUuid] });
  const customer = (firstname: string, lastname: string, phone: string) =>
    makeCustomer(server, shopUuid, { firstname, lastname, phone });
  ids = {
    nadia: await customer('Nadia', 'Ferhat', '0550998877'),
    yacine: await customer('Yacine', 'Zerrouki', '0663718293'),
    yasmine: await customer('Yasmine', 'Zerrad', '0770112233'),
    eloise: await customer('Éloïse', 'Amrani', '0551000001'),
    amel: await customer('Amel', 'Kaci', '0699887766'),
  };
  await makeOrders(ids.nadia, [
    { total: 120_000, status: OrderStatus.DELIVERED, day: 3 },
    { total: 80_000, status: OrderStatus.DELIVERED, day: 10 },
    { total: 50_000, status: OrderStatus.CANCELLED, day: 20 },
  ]);
  await makeOrders(ids.yacine, [
    { total: 900_000, status: OrderStatus.DELIVERED, day: 5 },
    { total: 30_000, status: OrderStatus.RETURNED, day: 6 },
  ]);
  await makeOrders(ids.yasmine, [
    { total: 10_000, status: OrderStatus.PENDING, day: 22 },
    { total: 15_000, status: OrderStatus.CONFIRMED, day: 21 },
    { total: 20_000, status: OrderStatus.SHIPPED, day: 12 },
  ]);
  await makeOrders(ids.eloise, [{ total: 45_000, status: OrderStatus.DELIVERED, day: 1 }]);
  await makeCustomer(server, otherShop, { firstname: 'Nadia', lastname: 'Oranaise', phone: '0550998877' });
});
afterAll(() => server.close());

async function list(variables: Record<string, unknown>, who: Signed = manager): Promise<Page> {
  return dataOf(
    await server.graphql<Record<string, Page>>(LIST, { shopUuid, ...variables }, { cookie: who.cookie }),
    'customerList',
  );
}

const names = (page: Page) => page.items.map((row) => row.firstname);

describe('the list', () => {
  it('answers each customer with orders, spending on delivered orders and last order, by name', async () => {
    const page = await list({});
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 24 });
    // Accents folded: Éloïse Amrani before Nadia Ferhat, not after Zerrouki.
    expect(names(page)).toEqual(['Éloïse', 'Nadia', 'Amel', 'Yasmine', 'Yacine']);
    const row = (id: number) => page.items.find((item) => item.id === id);
    // Cancelled and returned orders are not counted; only delivered ones are spent.
    expect(row(ids.nadia)).toMatchObject({
      orderCount: 2,
      spent: 200_000,
      lastOrderAt: '2026-11-20T09:00:00.000Z',
    });
    expect(row(ids.yacine)).toMatchObject({ orderCount: 1, spent: 900_000 });
    expect(row(ids.yasmine)).toMatchObject({
      orderCount: 3,
      spent: 0,
      lastOrderAt: '2026-11-22T09:00:00.000Z',
    });
    expect(row(ids.amel)).toMatchObject({ orderCount: 0, spent: 0, lastOrderAt: null });
  });

  it('finds by words of the names, or by phone written as people write it', async () => {
    expect(names(await list({ search: 'zerr' }))).toEqual(['Yasmine', 'Yacine']);
    expect(names(await list({ search: 'yacine zerr' }))).toEqual(['Yacine']);
    expect(names(await list({ search: '+213 663 71 8' }))).toEqual(['Yacine']);
    expect(names(await list({ search: '٠٥٥٠' }))).toEqual(['Nadia']);
    expect((await list({ search: 'personne' })).totalCount).toBe(0);
  });

  it('sorts by orders, spending and last order, both ways, ties by name', async () => {
    expect(names(await list({ sortBy: 'SPENT', descending: true }))).toEqual([
      'Yacine',
      'Nadia',
      'Éloïse',
      'Amel',
      'Yasmine',
    ]);
    expect(names(await list({ sortBy: 'ORDERS', descending: true }))).toEqual([
      'Yasmine',
      'Nadia',
      'Éloïse',
      'Yacine',
      'Amel',
    ]);
    expect(names(await list({ sortBy: 'ORDERS' }))).toEqual(['Amel', 'Éloïse', 'Yacine', 'Nadia', 'Yasmine']);
    // Never ordered: last both ways.
    expect(names(await list({ sortBy: 'LAST_ORDER', descending: true }))).toEqual([
      'Yasmine',
      'Nadia',
      'Yacine',
      'Éloïse',
      'Amel',
    ]);
    expect(names(await list({ sortBy: 'LAST_ORDER' }))).toEqual([
      'Éloïse',
      'Yacine',
      'Nadia',
      'Yasmine',
      'Amel',
    ]);
    expect(names(await list({ sortBy: 'NAME', descending: true }))).toEqual([
      'Yacine',
      'Yasmine',
      'Amel',
      'Nadia',
      'Éloïse',
    ]);
  });

  it('pages without overlap, and still counts past the last page', async () => {
    const first = await list({ pageSize: 12, sortBy: 'SPENT' });
    expect(first.items).toHaveLength(5);
    const beyond = await list({ page: 3, pageSize: 12 });
    expect(beyond).toMatchObject({ items: [], totalCount: 5, page: 3, pageSize: 12 });
  });
});

describe('refusals', () => {
  it('names every field at fault at once', async () => {
    const answer = await server.graphql(
      LIST,
      { shopUuid, search: ' ya ', page: 0, pageSize: 7 },
      { cookie: manager.cookie },
    );
    expect(refusalOf(answer)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual({
      search: ['must be 3 to 100 characters'],
      page: ['must be a whole number from 1 to 1000000'],
      pageSize: ['must be one of 12, 24, 50, 100, 200'],
    });
  });

  it('lists only the shops the actor acts in', async () => {
    const neighbour = await signInAs(server, { roles: ['MANAGER'], shopIds: [otherShop] });
    const theirs = await list({ shopUuid: null }, neighbour);
    expect(theirs.items.map((row) => `${row.firstname} ${row.lastname}`)).toEqual(['Nadia Oranaise']);
    const refused = await server.graphql(LIST, { shopUuid }, { cookie: neighbour.cookie });
    expect(refusalOf(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const admin = await signInAs(server, { roles: ['ADMIN'] });
    const everywhere = await list({ shopUuid: null, search: 'nadia' }, admin);
    expect(everywhere.items.map((row) => row.lastname).sort()).toEqual(['Ferhat', 'Oranaise']);
  });

  it('refuses the till and the order agents: their CUSTOMERS is a look-up, not the customer base', async () => {
    for (const roles of [['CASHIER'], ['ORDER_AGENT']] as const) {
      const clerk = await signInAs(server, { roles, shopIds: [shopUuid] });
      const refused = await server.graphql(LIST, { shopUuid }, { cookie: clerk.cookie });
      expect(refusalOf(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const anonymous = await server.graphql(LIST, { shopUuid });
    expect(refusalOf(anonymous)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('cost', () => {
  it('reads a page in one statement whatever its size and sort, over 3,000 customers', async () => {
    const bulkShop = await makeShop(server, 'Boutique Volume');
    const admin = await signInAs(server, { roles: ['ADMIN'] });
    await sql(
      server,
      `insert into customer (uuid, shop_uuid, firstname, lastname, phone, created_at)
       select gen_random_uuid(), ?, 'Client', 'Numéro ' || g, '05' || lpad(g::text, 8, '0'), now()
       from generate_series(1, 3000) g`,
      [bulkShop],
    );
    // Three orders for two customers in three: 6,000 orders of every status.
    await sql(
      server,
      `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total, created_at)
       select gen_random_uuid(), c.shop_uuid, c.id, 'eCommerce', 'cash',
         (array['pending','confirmed','shipped','delivered','cancelled','returned'])[1 + (c.id + n) % 6],
         1000 * n + c.id, now() - make_interval(days => n + c.id % 90)
       from customer c cross join generate_series(1, 3) n where c.shop_uuid = ? and c.id % 3 <> 0`,
      [bulkShop],
    );
    const count = async (variables: Record<string, unknown>, rows: number) => {
      statements = [];
      const page = await list({ shopUuid: bulkShop, ...variables }, admin);
      expect(page.items).toHaveLength(rows);
      return statements.length;
    };
    const counts = [
      await count({ pageSize: 12 }, 12),
      await count({ pageSize: 200 }, 200),
      await count({ pageSize: 200, sortBy: 'SPENT', descending: true }, 200),
      await count({ pageSize: 200, sortBy: 'ORDERS', page: 15 }, 200),
      await count({ pageSize: 200, sortBy: 'LAST_ORDER', search: 'numéro 1' }, 200),
      await count({ pageSize: 200, search: '050000299' }, 10),
      await count({ pageSize: 200, page: 16 }, 0),
    ];
    // The session's statement, then the page with its total (past the last page: the count apart).
    expect(counts).toEqual([2, 2, 2, 2, 2, 2, 3]);
    const top = await list({ shopUuid: bulkShop, sortBy: 'SPENT', descending: true, pageSize: 12 }, admin);
    expect(top.totalCount).toBe(3000);
    const spent = top.items.map((row) => row.spent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
  });
});
