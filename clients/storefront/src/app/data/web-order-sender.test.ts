import type { OutboxEntry } from '@tijara/shared';
import { SHOP_CONTEXT_KEY } from '../shop-context';
import type { CheckoutPayload } from './checkout-call';
import { sendWebOrder } from './web-order-sender';

const UUID = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const entry = {
  payload: { clientOrderKey: 'a'.repeat(64), meta: { locale: 'fr' } },
} as OutboxEntry<CheckoutPayload>;
const original = globalThis.fetch;

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })) as typeof fetch;
}

const send = () => sendWebOrder(entry, { signal: new AbortController().signal });

beforeEach(() => {
  localStorage.setItem(
    SHOP_CONTEXT_KEY,
    JSON.stringify({ shopUuid: 's', storefrontToken: 'token', locale: 'fr' }),
  );
});
afterEach(() => {
  globalThis.fetch = original;
  localStorage.clear();
});

it('acknowledges a placed order, or a replay, with the server’s uuid', async () => {
  answer(200, { orderUuid: UUID, redirectUrl: `/checkout/confirmation/${UUID}`, replayed: true });
  expect(await send()).toEqual({ status: 'acked', serverRef: UUID });
});

it('keeps trying when the shop’s token was renewed: nobody logs in on the storefront', async () => {
  answer(401, { success: false, code: 'UNAUTHENTICATED' });
  expect(await send()).toMatchObject({ status: 'retry', httpStatus: 401 });
});

it('waits out the server’s pause and resends by itself', async () => {
  answer(429, { success: false, code: 'RATE_LIMITED', retryAfterSeconds: 30 }, { 'retry-after': '30' });
  expect(await send()).toMatchObject({ status: 'retry', httpStatus: 429, retryAfterMs: 30_000 });
});

it('leaves a refusal the shopper can settle to the shopper', async () => {
  answer(409, { success: false, code: 'CONFLICT', messageKey: 'order.out_of_stock', shortages: [] });
  expect(await send()).toMatchObject({ status: 'conflict', code: 'CONFLICT' });
});

it('retries when no answer came', async () => {
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  expect(await send()).toMatchObject({ status: 'retry' });
});
