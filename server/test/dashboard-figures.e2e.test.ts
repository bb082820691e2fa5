/**
 * The dashboard home's figures, on a shop of the test's own with the clock pinned: sales of today and
 * of the last 30 days by channel on Algiers days (zeros included; cancelled and returned orders are
 * not sales), the orders waiting by status and the POS sales to review in the actor's shops only, stock
 * below a threshold per warehouse the actor works in, and the money carriers hold by the transporter
 * payments' own rule.
 */
import {
  OrderReviewStatus,
  OrderStatus,
  PaymentType,
  SalesChannel,
  StockMovementReason,
} from '@tijara/schema';
import { Shop } from '../src/modules/shop';
import { StockLedger, Warehouse } from '../src/modules/stock';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf } from './helpers/graphql-results';
import { insertOrder } from './helpers/order-admin-fixtures';
import type { OrderSpec } from './helpers/order-admin-fixtures';
import { createDeliveredOrder, createTransporter, paymentCalls } from './helpers/orders-fixtures';
import { addStockDirect, createStockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** 11:00 in Algiers (UTC+1) on 25 November 2026. */
const NOW = new Date('2026-11-25T10:00:00Z');

const DASHBOARD = `query ($shopUuid: ID, $threshold: Int) {
  dashboard(shopUuid: $shopUuid, lowStockThreshold: $threshold) {
    sales { today todayCount todayTotal todayByChannel { channel count total } days daily { channel counts totals } }
    orders { waiting { status count } posToReview }
    stock { threshold warehouses { warehouseId name count
      lines { productId combinationId productName combinationName available } } }
    carriers { transporterId name count total }
  }
}`;

interface ChannelFigures {
  channel: string;
  count: number;
  total: number;
}
interface Line {
  productId: number;
  combinationId: number | null;
  productName: string;
  combinationName: string | null;
  available: number;
}
interface DashboardAnswer {
  sales: {
    today: string;
    todayCount: number;
    todayTotal: number;
    todayByChannel: ChannelFigures[];
    days: string[];
    daily: { channel: string; counts: number[]; totals: number[] }[];
  } | null;
  orders: { waiting: { status: string; count: number }[]; posToReview: number } | null;
  stock: {
    threshold: number;
    warehouses: { warehouseId: string; name: string; count: number; lines: Line[] }[];
  } | null;
  carriers: { transporterId: number; name: string; count: number; total: number }[] | null;
}

let server: TestApp;
let shopUuid: string;
let otherShopUuid: string;
let depot: string;
let reserve: string;
let manager: StaffClient;
let admin: StaffClient;

async function dashboard(client: StaffClient, variables: Record<string, unknown> = {}) {
  return dataOf(await client.graphql<{ dashboard: DashboardAnswer }>(DASHBOARD, variables), 'dashboard');
}

async function makeShop(name: string): Promise<{ uuid: string; warehouses: string[] }> {
  const em = server.orm.em.fork();
  const shop = em.create(Shop, { name });
  const first = em.create(Warehouse, { shop, name: `Dépôt ${name}`, isShopDefault: true });
  const second = em.create(Warehouse, { shop, name: `Réserve ${name}` });
  await em.flush();
  return { uuid: shop.uuid, warehouses: [first.id, second.id] };
}

const order = (spec: Omit<OrderSpec, 'shopUuid'>, shop = shopUuid) =>
  insertOrder(server, { shopUuid: shop, ...spec });

beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  const tlemcen = await makeShop('Tlemcen');
  shopUuid = tlemcen.uuid;
  [depot = '', reserve = ''] = tlemcen.warehouses;
  otherShopUuid = (await makeShop('Annaba')).uuid;
  manager = await staffClient(server, {
    roles: ['MANAGER'],
    shopIds: [shopUuid],
    warehouseIds: [depot, reserve],
  });
  admin = await staffClient(server, { roles: ['ADMIN'] });
});
afterAll(() => server.close());

describe('sales', () => {
  beforeAll(async () => {
    const pos = { channel: SalesChannel.POS, status: OrderStatus.DELIVERED, paymentType: PaymentType.CASH };
    await order({ ...pos, total: 100_000, at: new Date('2026-11-25T09:00:00Z') });
    await order({ ...pos, total: 250_050, at: new Date('2026-11-25T08:00:00Z') });
    // 00:30 in Algiers: today there, though still the 24th in UTC.
    await order({ channel: SalesChannel.ECOMMERCE, total: 500_000, at: new Date('2026-11-24T23:30:00Z') });
    // 23:59 in Algiers on the 24th: yesterday.
    await order({ channel: SalesChannel.PHONE, total: 70_000, at: new Date('2026-11-24T22:59:00Z') });
    // Not sales.
    await order({
      ...pos,
      status: OrderStatus.RETURNED,
      total: 900_000,
      at: new Date('2026-11-25T07:00:00Z'),
    });
    await order({ status: OrderStatus.CANCELLED, total: 800_000, at: new Date('2026-11-25T07:30:00Z') });
    // The first day of the series (27 October), and the day before it, out of the series.
    await order({ channel: SalesChannel.WHOLESALE, total: 1_000_000, at: new Date('2026-10-26T23:00:00Z') });
    await order({ channel: SalesChannel.WHOLESALE, total: 3_000_000, at: new Date('2026-10-26T22:59:00Z') });
    // Another shop's sale: never the manager's.
    await order({ ...pos, total: 40_000, at: new Date('2026-11-25T09:30:00Z') }, otherShopUuid);
  });

  it("answers today's sales by channel on the Algiers day, every channel listed", async () => {
    const { sales } = await dashboard(manager);
    expect(sales).toMatchObject({ today: '2026-11-25', todayCount: 3, todayTotal: 850_050 });
    expect(sales?.todayByChannel).toEqual([
      { channel: 'ECOMMERCE', count: 1, total: 500_000 },
      { channel: 'WHOLESALE', count: 0, total: 0 },
      { channel: 'POS', count: 2, total: 350_050 },
      { channel: 'PHONE', count: 0, total: 0 },
      { channel: 'INSTALLMENT', count: 0, total: 0 },
    ]);
  });

  it('answers the last 30 days by channel, oldest first, days without sales as zeros', async () => {
    const { sales } = await dashboard(manager);
    expect(sales?.days).toHaveLength(30);
    expect(sales?.days[0]).toBe('2026-10-27');
    expect(sales?.days[29]).toBe('2026-11-25');
    expect(sales?.days[15]).toBe('2026-11-11');
    const of = (channel: string) => sales?.daily.find((entry) => entry.channel === channel);
    expect(of('WHOLESALE')?.totals[0]).toBe(1_000_000);
    expect(of('WHOLESALE')?.counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(of('PHONE')?.counts[28]).toBe(1);
    expect(of('PHONE')?.totals[28]).toBe(70_000);
    expect(of('POS')?.counts[29]).toBe(2);
    expect(of('INSTALLMENT')).toEqual({
      channel: 'INSTALLMENT',
      counts: Array(30).fill(0),
      totals: Array(30).fill(0),
    });
  });

  it("counts one shop's sales when asked, and every shop's for an admin", async () => {
    const mine = await dashboard(admin, { shopUuid });
    expect(mine.sales?.todayTotal).toBe(850_050);
    const other = await dashboard(admin, { shopUuid: otherShopUuid });
    expect(other.sales?.todayByChannel.find((entry) => entry.channel === 'POS')).toEqual({
      channel: 'POS',
      count: 1,
      total: 40_000,
    });
    const every = await dashboard(admin);
    expect(every.sales?.todayTotal).toBeGreaterThanOrEqual(890_050);
  });

  it('answers zeros for a shop the actor is not assigned to', async () => {
    const { sales, orders } = await dashboard(manager, { shopUuid: otherShopUuid });
    expect(sales?.todayCount).toBe(0);
    expect(sales?.days).toHaveLength(30);
    expect(orders).toEqual({
      waiting: [
        { status: 'PENDING', count: 0 },
        { status: 'CONFIRMED', count: 0 },
        { status: 'SHIPPED', count: 0 },
      ],
      posToReview: 0,
    });
  });
});

describe('orders waiting', () => {
  it('counts the pending, confirmed and shipped orders and the POS sales to review of the actor’s shops', async () => {
    const before = await dashboard(manager);
    const old = new Date('2026-01-10T10:00:00Z');
    await order({ status: OrderStatus.PENDING, at: old });
    await order({ status: OrderStatus.CONFIRMED, at: old });
    await order({ status: OrderStatus.CONFIRMED, at: old });
    await order({ status: OrderStatus.SHIPPED, at: old });
    await order({ status: OrderStatus.DELIVERED, at: old });
    const flagged = { channel: SalesChannel.POS, status: OrderStatus.DELIVERED, at: old };
    await order({ ...flagged, reviewStatus: OrderReviewStatus.PENDING });
    await order({ ...flagged, reviewStatus: OrderReviewStatus.RESOLVED });
    await order({ status: OrderStatus.PENDING, at: old }, otherShopUuid);
    await order({ ...flagged, reviewStatus: OrderReviewStatus.PENDING }, otherShopUuid);

    const after = await dashboard(manager);
    const grown = after.orders?.waiting.map(
      (entry, index) => entry.count - (before.orders?.waiting[index]?.count ?? 0),
    );
    expect(after.orders?.waiting.map((entry) => entry.status)).toEqual(['PENDING', 'CONFIRMED', 'SHIPPED']);
    expect(grown).toEqual([1, 2, 1]);
    expect((after.orders?.posToReview ?? 0) - (before.orders?.posToReview ?? 0)).toBe(1);
    const other = await dashboard(admin, { shopUuid: otherShopUuid });
    expect(other.orders?.posToReview).toBe(1);
  });
});

describe('low stock', () => {
  let lines: { name: string; productId: number; combinationId: number | null }[];

  beforeAll(async () => {
    const put = async (name: string, quantity: number, combinations = 0) => {
      const product = await createStockProduct(server, { name, combinations });
      const combinationId = product.combinationIds[0] ?? null;
      if (quantity !== 0)
        await addStockDirect(server, {
          warehouseId: depot,
          productId: product.productId,
          combinationId,
          quantity,
        });
      return { name, productId: product.productId, combinationId };
    };
    lines = [
      await put('Zellige bleu', 12),
      await put('Tapis Beni Ouarain', 4),
      await put('Burnous laine', 1, 2),
      await put('Chéchia rouge', 7),
      await put('Couscoussier inox', 2),
      await put('Plateau cuivre', 5),
      await put('Théière Tlemcen', 3),
      await put('Lanterne fer forgé', 6),
    ];
    // Twelve units of the zellige, ten of them held for an order: two available.
    await server.orm.em.fork().transactional((em) =>
      new StockLedger().reserve(em, {
        warehouseId: depot,
        productId: lines[0]?.productId ?? 0,
        combinationId: null,
        quantity: 10,
        reference: 'order:dashboard-test',
        at: NOW,
      }),
    );
    // Sold past zero at the till: minus one.
    const tajine = await put('Tajine Nedroma', 0);
    await addStockDirect(server, {
      warehouseId: depot,
      productId: tajine.productId,
      quantity: -1,
      reason: StockMovementReason.POS_SALE,
    });
    // A discontinued product is not running out.
    const gone = await put('Article retiré', 1);
    await sql(server, 'update product set active = false where id = ?', [gone.productId]);
  });

  it('lists, per warehouse, the lines with fewer units available than the threshold, fewest first', async () => {
    const { stock } = await dashboard(manager);
    expect(stock?.threshold).toBe(5);
    expect(stock?.warehouses.map((w) => [w.name, w.count])).toEqual([
      ['Dépôt Tlemcen', 6],
      ['Réserve Tlemcen', 0],
    ]);
    const shown = stock?.warehouses[0]?.lines.map((line) => [
      line.productName,
      line.combinationName,
      line.available,
    ]);
    expect(shown).toEqual([
      ['Tajine Nedroma', null, -1],
      ['Burnous laine', 'V1', 1],
      ['Zellige bleu', null, 2],
      ['Couscoussier inox', null, 2],
      ['Théière Tlemcen', null, 3],
    ]);
  });

  it('takes the threshold given, and names lines in the request language', async () => {
    const answer = await server.graphql<{ dashboard: DashboardAnswer }>(
      DASHBOARD,
      { threshold: 2 },
      { cookie: manager.signed.cookie, 'accept-language': 'en' },
    );
    const depotLow = answer.data?.dashboard.stock?.warehouses[0];
    expect(depotLow?.count).toBe(2);
    expect(depotLow?.lines.map((line) => [line.productName, line.combinationName])).toEqual([
      ['Tajine Nedroma EN', null],
      ['Burnous laine EN', 'V1 EN'],
    ]);
  });

  it('shows only the warehouses the member of staff works in', async () => {
    const clerk = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [reserve] });
    const { stock } = await dashboard(clerk);
    expect(stock?.warehouses.map((w) => w.warehouseId)).toEqual([reserve]);
    const elsewhere = await dashboard(admin, { shopUuid: otherShopUuid });
    expect(elsewhere.stock?.warehouses.map((w) => w.name)).toEqual(['Dépôt Annaba', 'Réserve Annaba']);
  });
});

describe("carriers' money", () => {
  it('answers the carriers holding delivered cash-on-delivery money, as the transporter payment screen counts it', async () => {
    const carrier = await createTransporter(server, 'Aaa Express Tlemcen');
    const idle = await createTransporter(server, 'Aab Express Oran');
    const first = await createDeliveredOrder(server, { transporterId: carrier.id, total: 450_000 });
    await createDeliveredOrder(server, { transporterId: carrier.id, total: 120_000 });
    await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 99_000,
      status: OrderStatus.SHIPPED,
    });
    await createDeliveredOrder(server, {
      transporterId: idle.id,
      total: 80_000,
      paymentType: PaymentType.CARD,
    });
    const payments = paymentCalls(server, admin);
    const paid = await payments.pay({ transporterId: carrier.id, orderIds: [first.id], total: first.total });
    expect(paid.errors).toBeUndefined();

    const { carriers } = await dashboard(manager);
    expect(carriers?.[0]).toEqual({
      transporterId: carrier.id,
      name: carrier.name,
      count: 1,
      total: 120_000,
    });
    expect(carriers?.some((c) => c.transporterId === idle.id)).toBe(false);
    expect(carriers?.every((c) => c.count > 0 && c.total > 0)).toBe(true);
    const due = await payments.due(carrier.id);
    expect(due).toMatchObject({ unpaidCount: 1, unpaidTotal: 120_000 });
  });
});
