/**
 * Checkout fixtures: the storefront catalogue with stock in the demo shop's default warehouse, the
 * storefront's order request with a fresh key, and the two ways to
 * send it (REST with the storefront token, GraphQL placeOrder).
 */
import { randomBytes } from 'node:crypto';
import { Combination } from '../../src/modules/catalog';
import { BAB_EZZOUAR, transporterId } from './orders-fixtures';
import { addStockDirect, demoWarehouses } from './stock-fixtures';
import { createStorefrontCatalogue } from './storefront-fixtures';
import type { ProductRef, StorefrontCatalogue } from './storefront-fixtures';
import type { TestApp } from './test-app';

export const CHECKOUT_PATH = '/web/api/cart/checkout';
export const ALGER = 16;
/** Tamanrasset: the demo shop does not deliver there. */
export const TAMANRASSET = 11;

export interface CheckoutSetup {
  readonly catalogue: StorefrontCatalogue;
  readonly token: string;
  readonly shopUuid: string;
  readonly warehouseId: string;
  /** Sahel Express: serves every deliverable commune, 400 DA in Alger. */
  readonly transporterId: number;
  /** robe-01 and robe-02 with their combinations, each stocked with `stock` units. */
  readonly dresses: readonly { product: ProductRef; combinationIds: number[] }[];
}

export async function setupCheckout(server: TestApp, stock = 5): Promise<CheckoutSetup> {
  const catalogue = await createStorefrontCatalogue(server);
  const { central } = await demoWarehouses(server);
  const em = server.orm.em.fork();
  const dresses = [];
  for (const slug of ['robe-01', 'robe-02']) {
    const product = catalogue.bySlug.get(slug);
    if (!product) throw new Error(`No ${slug} in the storefront catalogue`);
    const combinations = await em.find(Combination, { product: product.id }, { orderBy: { id: 'asc' } });
    const combinationIds = combinations.map((c) => c.id);
    for (const combinationId of combinationIds) {
      await addStockDirect(server, {
        warehouseId: central,
        productId: product.id,
        combinationId,
        quantity: stock,
      });
    }
    dresses.push({ product, combinationIds });
  }
  return {
    catalogue,
    token: catalogue.token,
    shopUuid: catalogue.shopUuid,
    warehouseId: central,
    transporterId: await transporterId(server, 'Sahel Express'),
    dresses,
  };
}

export function newOrderKey(): string {
  return randomBytes(32).toString('hex');
}

export interface RequestLine {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

/** A valid order request: Amina orders one of robe-01's first combination, delivered in Bab Ezzouar. */
export function orderRequest(setup: CheckoutSetup, overrides: Record<string, unknown> = {}) {
  const [first] = setup.dresses;
  if (!first) throw new Error('No dress to order');
  return {
    version: 1,
    channel: 'WEB',
    shopUuid: setup.shopUuid,
    cartExternalId: 'cart-1',
    customer: {
      temporaryId: 'tmp-1',
      firstname: 'Amina',
      lastname: 'Benali',
      phone: `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: 'amina@example.dz',
    },
    deliveryAddress: {
      address: 'Cité 200 logements, bâtiment B',
      wilaya: ALGER,
      commune: BAB_EZZOUAR,
      transporter: setup.transporterId,
    },
    cart: [{ productId: first.product.id, combinationId: first.combinationIds[0] ?? null, quantity: 1 }],
    meta: { source: 'cart', locale: 'fr' },
    clientOrderKey: newOrderKey(),
    ...overrides,
  };
}

export interface CheckoutAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

export async function postCheckout(
  server: TestApp,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CheckoutAnswer> {
  const response = await server.request('POST', CHECKOUT_PATH, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { orderUuid redirectUrl replayed }
}`;

async function count(server: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.orm.em.fork().getConnection().execute<{ n: string }[]>(sql, params);
  return Number(row?.n ?? 0);
}

/** Rows an order writes, to prove a refusal wrote none. */
export async function orderWrites(server: TestApp) {
  return {
    orders: await count(server, 'select count(*) as n from customer_order'),
    lines: await count(server, 'select count(*) as n from order_line'),
    customers: await count(server, 'select count(*) as n from customer'),
    reservations: await count(server, 'select count(*) as n from stock_reservation'),
    history: await count(server, 'select count(*) as n from order_status_change'),
    cooldowns: await count(server, 'select count(*) as n from checkout_cooldown'),
  };
}

export function ordersWithKey(server: TestApp, key: string): Promise<number> {
  return count(server, 'select count(*) as n from customer_order where client_order_key = ?', [key]);
}
