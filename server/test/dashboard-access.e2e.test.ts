/**
 * Who sees which part of the dashboard home (each part needs its permission, the others still
 * answer), its refusals, and its cost: a bounded number of SQL statements whatever the number of
 * orders and stock lines.
 */
import { makeCategory, sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const PARTS = `query ($shopUuid: ID, $threshold: Int) {
  dashboard(shopUuid: $shopUuid, lowStockThreshold: $threshold) {
    sales { today todayCount todayTotal days daily { channel counts totals } }
    orders { waiting { status count } posToReview }
    stock { threshold warehouses { warehouseId count lines { productId available } } }
    carriers { transporterId count total }
  }
}`;

interface Parts {
  sales: unknown;
  orders: unknown;
  stock: { warehouses: { count: number; lines: unknown[] }[] } | null;
  carriers: unknown;
}

let server: TestApp;
let statements: string[] = [];
let admin: StaffClient;

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await staffClient(server, { roles: ['ADMIN'] });
});
afterAll(() => server.close());

async function parts(client: StaffClient, variables: Record<string, unknown> = {}) {
  const answer = await client.graphql<{ dashboard: Parts }>(PARTS, variables);
  expect(answer.errors).toBeUndefined();
  const dashboard = answer.data?.dashboard;
  if (!dashboard) throw new Error('no dashboard');
  return dashboard;
}

/** Which parts answered (not null). */
function shown(dashboard: Parts): string[] {
  return Object.entries(dashboard)
    .filter(([, value]) => value !== null)
    .map(([name]) => name);
}

describe('parts by permission', () => {
  it('gives each role the parts of its permissions and null for the others', async () => {
    const { shopUuid, central } = await demoWarehouses(server);
    const assigned = { shopIds: [shopUuid], warehouseIds: [central] };
    const cases = [
      ['ADMIN', ['sales', 'orders', 'stock', 'carriers']],
      ['MANAGER', ['sales', 'orders', 'stock', 'carriers']],
      ['ORDER_AGENT', ['sales', 'orders', 'carriers']],
      ['STOCK_CLERK', ['stock']],
      ['CASHIER', []],
      ['CATALOG_EDITOR', []],
    ] as const;
    for (const [role, expected] of cases) {
      const client = await staffClient(server, { roles: [role], ...assigned });
      expect({ role, parts: shown(await parts(client)) }).toEqual({ role, parts: expected });
    }
  });

  it('refuses a caller without a session', async () => {
    const answer = await server.graphql(PARTS);
    expect(answer.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives a member of staff with no warehouse an empty stock part', async () => {
    const clerk = await staffClient(server, { roles: ['STOCK_CLERK'] });
    expect((await parts(clerk)).stock).toEqual({ threshold: 5, warehouses: [] });
  });
});

describe('refusals', () => {
  it.each([
    [{ threshold: -1 }, 'lowStockThreshold'],
    [{ threshold: 1_000_001 }, 'lowStockThreshold'],
    [{ shopUuid: 'boutique-1' }, 'shopUuid'],
  ])('refuses %p naming the field', async (variables, field) => {
    const answer = await admin.graphql(PARTS, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { [field]: [expect.any(String)] },
    });
  });

  it('answers a threshold of 0 (only lines sold past zero)', async () => {
    const answer = await parts(admin, { threshold: 0 });
    expect(answer.stock).not.toBeNull();
  });
});

describe('cost', () => {
  /** Statements of one dashboard call past the ones any signed-in call costs (the session). */
  async function dashboardStatements(client: StaffClient, baseline: StaffClient): Promise<number> {
    statements = [];
    await parts(baseline);
    const session = statements.length;
    statements = [];
    await parts(client);
    return statements.length - session;
  }

  it('runs at most 4 statements, as many on 6,000 orders and 3,000 stock lines as on a few', async () => {
    const { shopUuid, central } = await demoWarehouses(server);
    const cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [shopUuid] });
    const few = await dashboardStatements(admin, cashier);

    const [customer] = await sql<{ id: number }>(
      server,
      'select id from customer where shop_uuid = ? limit 1',
      [shopUuid],
    );
    await sql(
      server,
      `insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total, created_at, review_status)
       select gen_random_uuid(), ?, ?, (array['eCommerce', 'POS', 'Phone', 'Wholesale'])[1 + g % 4],
         (array['cash', 'transporter_payment'])[1 + g % 2],
         (array['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'])[1 + g % 6],
         1000 + g, now() - (g % 90) * interval '1 day', case when g % 50 = 0 then 'pending' end
       from generate_series(1, 6000) g`,
      [shopUuid, customer?.id],
    );
    const category = await makeCategory(server, { fr: 'Volume' });
    await sql(
      server,
      `insert into product (uuid, slug, main_category_id, price_ht)
       select gen_random_uuid(), 'dashboard-bulk-' || g, ?, 100 from generate_series(1, 3000) g`,
      [category.id],
    );
    await sql(
      server,
      `insert into stock_level (warehouse_id, product_id, on_hand)
       select ?, p.id, p.id % 9 from product p where p.slug like 'dashboard-bulk-%'`,
      [central],
    );
    const many = await dashboardStatements(admin, cashier);
    expect(few).toBeLessThanOrEqual(4);
    expect(many).toBe(few);
    const { stock } = await parts(admin, { shopUuid });
    expect(stock?.warehouses.find((w) => w.count >= 1500)?.lines).toHaveLength(5);
  });
});
