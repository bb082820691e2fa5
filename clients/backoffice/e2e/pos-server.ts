/**
 * What the till journeys ask the server directly, signed in as the test admin (never through the
 * page, nor through the proxy whose network they cut): the demo shop and its warehouses, a product
 * line with stock to sell, stock added or read, the orders and sessions the tills' syncs made, and a
 * tablet's session ended as its expiry would.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { sql } from '../../e2e/database';
import { graphql } from '../../e2e/graphql-api';
import { TEST_ADMIN } from '../../e2e/server-harness';

export type StaffApi = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Signs the test admin in; answers a GraphQL caller carrying its session cookie and CSRF token. */
export async function staffApi(url: string): Promise<StaffApi> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { csrfToken } }',
      variables: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    }),
  });
  const body = (await response.json()) as { data?: { login: { csrfToken: string } } };
  const csrfToken = body.data?.login.csrfToken;
  if (!response.ok || !csrfToken) throw new Error(`The test admin could not sign in (${response.status})`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return (query, variables = {}) => graphql(url, query, variables, { cookie, 'x-csrf-token': csrfToken });
}

export interface DemoShop {
  uuid: string;
  name: string;
  warehouses: { id: string; name: string; isShopDefault: boolean }[];
}

export async function demoShop(api: StaffApi): Promise<DemoShop> {
  const { shop, warehouses } = await api<{
    shop: { uuid: string; name: string };
    warehouses: { id: string; name: string; isShopDefault: boolean; shopUuid: string }[];
  }>('{ shop { uuid name } warehouses { id name isShopDefault shopUuid } }');
  return { ...shop, warehouses: warehouses.filter((warehouse) => warehouse.shopUuid === shop.uuid) };
}

export interface SellableLine {
  productId: number;
  combinationId: number | null;
  /** As the till names it: the product, plus " - Rouge - XL" for a combination. */
  name: string;
  /** What a wedge scanner types: the product's SKU. */
  sku: string;
  available: number;
}

interface PosProductRow {
  id: number;
  name: { fr: string };
  sku: string | null;
  combinations: { id: number; label: { fr: string }; reference: string | null }[];
}

interface PosCataloguePage {
  products: PosProductRow[];
  nextCursor: string;
  hasMore: boolean;
}

/**
 * What the till sells (its own catalogue feed, posCatalogue): products without combinations and
 * each active combination, with a code of its own (the combination's reference, else the product's
 * SKU) and between `min` and `max` units available in the warehouse (posStock), most stocked first:
 * what a journey rings up by scanning.
 */
export async function sellableLines(
  api: StaffApi,
  shopUuid: string,
  warehouseId: string,
  { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): Promise<SellableLine[]> {
  const products: PosProductRow[] = [];
  for (let cursor: string | null = null; ;) {
    const { posCatalogue }: { posCatalogue: PosCataloguePage } = await api(
      `query($shopUuid: ID!, $cursor: String) {
        posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: 1000) {
          products { id name { fr } sku combinations { id label { fr } reference } } nextCursor hasMore
        }
      }`,
      { shopUuid, cursor },
    );
    products.push(...posCatalogue.products);
    if (!posCatalogue.hasMore) break;
    cursor = posCatalogue.nextCursor;
  }
  const { posStock } = await api<{
    posStock: { levels: { productId: number; combinationId: number | null; available: number }[] };
  }>(
    'query($warehouseId: ID!) { posStock(warehouseId: $warehouseId) { levels { productId combinationId available } } }',
    {
      warehouseId,
    },
  );
  const available = new Map(
    posStock.levels.map((level) => [`${level.productId}:${level.combinationId ?? 0}`, level.available]),
  );
  const lines = products.flatMap((product): Omit<SellableLine, 'available'>[] =>
    product.combinations.length === 0
      ? [{ productId: product.id, combinationId: null, name: product.name.fr, sku: product.sku ?? '' }]
      : product.combinations.map((combination) => ({
          productId: product.id,
          combinationId: combination.id,
          name: `${product.name.fr} - ${combination.label.fr}`,
          sku: combination.reference ?? product.sku ?? '',
        })),
  );
  const codes = new Map<string, number>();
  for (const line of lines) codes.set(line.sku, (codes.get(line.sku) ?? 0) + 1);
  return (
    lines
      // A code two items share would scan either: only codes of one item.
      .filter((line) => line.sku !== '' && codes.get(line.sku) === 1)
      .map((line) => ({
        ...line,
        available: available.get(`${line.productId}:${line.combinationId ?? 0}`) ?? 0,
      }))
      .filter((line) => line.available >= min && line.available <= max)
      .sort((a, b) => b.available - a.available)
  );
}

/** Units received in the warehouse (a purchase), so a long run of sales never runs the line out. */
export async function addStock(api: StaffApi, warehouseId: string, line: SellableLine, quantity: number) {
  const { productId, combinationId } = line;
  await api(`mutation($input: AddStockInput!) { addStock(input: $input) { available } }`, {
    input: { warehouseId, productId, combinationId, quantity, note: 'Browser journey of the till' },
  });
}

export interface ServerOrder {
  uuid: string;
  channel: string;
  paymentType: string;
  total: number;
  amountPaid: number;
  balanceDue: number;
  receiptNumber: string | null;
  deviceId: string | null;
  posSession: string | null;
  reviewStatus: string | null;
  flags: { kind: string }[];
  payments: { method: string; amount: number; installment: number | null }[];
  installments: { sequence: number; amount: number; dueDate: string; paidAt: string | null }[];
}

const ORDER_FIELDS = `uuid channel paymentType total amountPaid balanceDue receiptNumber deviceId posSession
  reviewStatus flags { kind } payments { method amount installment }
  installments { sequence amount dueDate paidAt }`;

/** Every POS order of the shop whose receipt number starts with the till's code, by receipt number. */
export async function tillOrders(
  api: StaffApi,
  shopUuid: string,
  deviceCode: string,
): Promise<ServerOrder[]> {
  const uuids: string[] = [];
  for (let page = 1; ; page++) {
    const { orders } = await api<{
      orders: { items: { uuid: string; receiptNumber: string | null }[]; totalCount: number };
    }>(
      `query($filter: OrderFilter, $page: Int) {
        orders(filter: $filter, page: $page, pageSize: 200) { totalCount items { uuid receiptNumber } }
      }`,
      { filter: { shopUuid, channel: ['POS'] }, page },
    );
    uuids.push(
      ...orders.items
        .filter((item) => item.receiptNumber?.startsWith(`${deviceCode}-`))
        .map((item) => item.uuid),
    );
    if (page * 200 >= orders.totalCount) break;
  }
  const found: ServerOrder[] = [];
  for (const uuid of uuids) {
    const { order } = await api<{ order: ServerOrder }>(
      `query($uuid: ID!) { order(uuid: $uuid) { ${ORDER_FIELDS} } }`,
      {
        uuid,
      },
    );
    found.push(order);
  }
  return found.sort((a, b) => (a.receiptNumber ?? '').localeCompare(b.receiptNumber ?? ''));
}

export interface ServerSession {
  uuid: string;
  number: number;
  status: string;
  openingCash: number;
  countedCash: number | null;
  expectedCash: number | null;
  difference: number | null;
  salesCount: number;
  salesTotal: number;
  cashTotal: number;
}

export async function tillSessions(
  api: StaffApi,
  shopUuid: string,
  deviceUuid: string,
): Promise<ServerSession[]> {
  const { posSessions } = await api<{ posSessions: ServerSession[] }>(
    `query($shopUuid: ID!, $deviceUuid: ID) {
      posSessions(shopUuid: $shopUuid, deviceUuid: $deviceUuid) {
        uuid number status openingCash countedCash expectedCash difference salesCount salesTotal cashTotal
      }
    }`,
    { shopUuid, deviceUuid },
  );
  return posSessions;
}

export async function tillDevice(api: StaffApi, shopUuid: string, code: string) {
  const { posDevices } = await api<{
    posDevices: { uuid: string; code: string; warehouse: { id: string } }[];
  }>('query($shopUuid: ID!) { posDevices(shopUuid: $shopUuid) { uuid code warehouse { id } } }', {
    shopUuid,
  });
  const device = posDevices.find((candidate) => candidate.code === code);
  if (!device) throw new Error(`No till ${code} on the server`);
  return device;
}

/** The shop's review queue (flagged POS sales waiting for a person), as the orders screen reads it. */
export async function reviewQueue(api: StaffApi, shopUuid: string) {
  const { orderReviewQueue } = await api<{
    orderReviewQueue: {
      totalCount: number;
      items: {
        uuid: string;
        reference: string;
        receiptNumber: string | null;
        reviewStatus: string | null;
      }[];
    };
  }>(
    `query($shopUuid: ID) { orderReviewQueue(shopUuid: $shopUuid, pageSize: 200) { totalCount items { uuid reference receiptNumber reviewStatus } } }`,
    { shopUuid },
  );
  return orderReviewQueue;
}

/**
 * Ends the tablet's session on the server as its expiry does (expires_at passed), the row found by
 * the SHA-256 of the context's cookie (the server keeps only that): other tablets stay signed in.
 */
export async function expireTabletSession(dataDir: string, context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'tijara_session');
  if (!cookie) throw new Error('The tablet holds no session cookie');
  const id = createHash('sha256').update(cookie.value).digest('hex');
  const expired = await sql(
    dataDir,
    `update staff_session set expires_at = now() - interval '1 second' where id = $1 returning id`,
    [id],
  );
  if (expired.length !== 1) throw new Error('The server holds no session for the tablet’s cookie');
}
