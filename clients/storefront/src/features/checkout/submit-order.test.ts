import 'fake-indexeddb/auto';
import { deviceDb, stopDeviceServices } from '../../app/data/device-db';
import { CART_ID } from './cart-id';
import { remainingSeconds } from './cooldown';
import { recentOrderOf } from './order-records';
import { orderRequestOf } from './order-request';
import type { OrderDraft } from './order-request';
import { submitOrder } from './submit-order';
import type { SubmitInput } from './submit-order';

const SHOP = '11111111-1111-4111-8111-111111111111';
const CART = '22222222-2222-4222-8222-222222222222';
const line = {
  productId: 7,
  combinationId: null,
  unitPrice: 250000,
  quantity: 2,
  name: 'Lampe',
  image: null,
  attributes: null,
};
const draft: OrderDraft = {
  shopUuid: SHOP,
  cartExternalId: CART,
  temporaryId: '33333333-3333-4333-8333-333333333333',
  customer: { firstname: 'Amina', lastname: 'Benali', phone: '0551234567', email: '' },
  delivery: { address: '', wilaya: 16, commune: 1601, transporter: 3 },
  lines: [{ product: 7, combination: null, unitPrice: 250000, quantity: 2 }],
  source: 'cart',
  locale: 'fr',
  expectedTotal: 540000,
};

interface Sent {
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

let sent: Sent[] = [];
const original = globalThis.fetch;

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: new Headers(init?.headers),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
}

function input(overrides: Partial<SubmitInput> = {}): SubmitInput {
  return {
    shopUuid: SHOP,
    token: 'public-token',
    request: orderRequestOf(draft),
    sealRecord: false,
    shown: { cart: [line], itemsTotal: 500000, deliveryPrice: 40000 },
    online: () => true,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  sent = [];
});
afterEach(async () => {
  globalThis.fetch = original;
  await stopDeviceServices();
  await deviceDb().outbox.clear();
  await deviceDb().localOrders.clear();
});

it('places the order with its key in the body and the header, keeps its record and starts the pause', async () => {
  answer(201, {
    orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    redirectUrl: '/checkout/confirmation/6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    replayed: false,
  });
  const result = await submitOrder(input());
  expect(result).toEqual({
    kind: 'placed',
    orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    redirectUrl: '/checkout/confirmation/6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  });
  expect(sent).toHaveLength(1);
  const key = sent[0]?.body.clientOrderKey;
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(sent[0]?.headers.get('idempotency-key')).toBe(key);
  expect(sent[0]?.headers.get('authorization')).toBe('Bearer public-token');
  expect(await recentOrderOf(SHOP, CART, Date.now())).toMatchObject({
    orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  });
  expect(remainingSeconds(SHOP, Date.now())).toBeGreaterThan(95);
  expect(localStorage.getItem(`${SHOP}.${CART_ID}`)).toMatch(/^[0-9a-f-]{36}$/);
  expect(localStorage.getItem(`${SHOP}.${CART_ID}`)).not.toBe(CART);
});

it('sends the same cart to its stored confirmation within two hours, with no new call', async () => {
  answer(201, {
    orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    redirectUrl: '/checkout/confirmation/6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    replayed: false,
  });
  await submitOrder(input());
  localStorage.removeItem(`${SHOP}.checkout.lastPurchaseAt`);
  expect(await submitOrder(input())).toEqual({
    kind: 'already',
    redirectUrl: '/checkout/confirmation/6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  });
  expect(sent).toHaveLength(1);
});

it('refuses at once during the pause, and takes the server’s 429 as the pause', async () => {
  answer(429, {
    success: false,
    code: 'RATE_LIMITED',
    retryAfterSeconds: 42,
    messageKey: 'form.waitSeconds',
  });
  expect(await submitOrder(input())).toEqual({ kind: 'cooldown', seconds: 42 });
  expect(remainingSeconds(SHOP, Date.now())).toBe(42);
  expect(await submitOrder(input())).toMatchObject({ kind: 'cooldown' });
  expect(sent).toHaveLength(1);
});

it('gives back a refusal with its message key, field errors and details', async () => {
  const shortages = [{ position: 0, productId: 7, combinationId: null, requested: 2, available: 1 }];
  answer(409, {
    success: false,
    code: 'CONFLICT',
    messageKey: 'order.out_of_stock',
    errors: { 'cart.0.product': ['Only 1'] },
    shortages,
  });
  const result = await submitOrder(input());
  expect(result).toMatchObject({
    kind: 'refused',
    messageKey: 'order.out_of_stock',
    fieldErrors: { 'cart.0.product': ['Only 1'] },
    details: { shortages },
  });
  expect(remainingSeconds(SHOP, Date.now())).toBe(0);
});

it('keeps the order with its key when the answer does not say what happened (5xx, 408, no order named)', async () => {
  for (const [status, body] of [
    [500, { success: false, code: 'INTERNAL_SERVER_ERROR' }],
    [408, {}],
    [201, { orderUuid: 'not-a-uuid' }],
  ] as const) {
    localStorage.clear();
    answer(status, body);
    const result = await submitOrder(input());
    expect(result.kind).toBe('queued');
  }
  const entries = await deviceDb().outbox.toArray();
  expect(entries).toHaveLength(3);
  expect(new Set(entries.map((entry) => entry.idempotencyKey)).size).toBe(1);
  expect(localStorage.getItem(`${SHOP}.checkout.inFlight`)).toBeNull();
});

it('keeps the request on the device while it is sent (a page that dies leaves it to the next one)', async () => {
  let seen: string | null = null;
  globalThis.fetch = (async () => {
    seen = localStorage.getItem(`${SHOP}.checkout.inFlight`);
    return new Response(JSON.stringify({ orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }), {
      status: 201,
    });
  }) as typeof fetch;
  await submitOrder(input());
  expect(JSON.parse(seen ?? '{}')).toMatchObject({ request: { cartExternalId: CART }, cart: [line] });
  expect(localStorage.getItem(`${SHOP}.checkout.inFlight`)).toBeNull();
});

it('queues the order on the device when offline: record and outbox entry together, key fixed', async () => {
  answer(201, {});
  const result = await submitOrder(input({ online: () => false }));
  expect(result.kind).toBe('queued');
  expect(sent).toHaveLength(0);
  const db = deviceDb();
  const [entry] = await db.outbox.toArray();
  const [record] = await db.localOrders.toArray();
  expect(record).toMatchObject({ kind: 'webOrder', status: 'pending', data: { cart: [line] } });
  expect(entry).toMatchObject({ kind: 'webOrder', recordId: record?.id });
  expect(entry?.idempotencyKey).toBe((entry?.payload as { clientOrderKey: string }).clientOrderKey);
  expect(result).toEqual({
    kind: 'queued',
    localId: record?.id,
    redirectUrl: `/checkout/confirmation/${record?.id}`,
  });
  expect(localStorage.getItem('tijara.queuedOrders')).toBe('1');
  expect(remainingSeconds(SHOP, Date.now())).toBeGreaterThan(95);
});

it('queues with the key it sent when no answer came back', async () => {
  globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: new Headers(init?.headers),
    });
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const result = await submitOrder(input());
  expect(result.kind).toBe('queued');
  const [entry] = await deviceDb().outbox.toArray();
  expect(entry?.idempotencyKey).toBe(sent[0]?.body.clientOrderKey);
});
