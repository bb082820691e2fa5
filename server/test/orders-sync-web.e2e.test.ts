/**
 * syncOrders with shoppers' orders queued offline by the storefront: placed through the checkout
 * exactly as placeOrder places them, its answers turned into sync outcomes:
 * created or duplicate, rejected for a cooldown, a reused key or bad input, and a conflict (nothing
 * recorded, the shopper confirms a new order) for a shortage or a total that went up.
 */
import { randomUUID } from 'node:crypto';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { orderRequest, setupCheckout } from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { anonymousCaller, saleEntry, sqlRows, syncOrders, writtenRows } from './helpers/pos-fixtures';
import type { Caller, SyncResult } from './helpers/pos-fixtures';

let server: TestApp;
let setup: CheckoutSetup;
let shopper: Caller;
beforeAll(async () => {
  server = await createTestApp();
  setup = await setupCheckout(server, 5);
  shopper = anonymousCaller(server);
});
afterAll(() => server.close());

function webEntry(webOrder: ReturnType<typeof orderRequest>) {
  return {
    clientOrderId: randomUUID(),
    idempotencyKey: webOrder.clientOrderKey,
    deviceId: 'browser-7f3a',
    createdAt: new Date(Date.now() - 600_000).toISOString(),
    webOrder,
  };
}

const summary = (result: SyncResult | undefined) => ({
  status: result?.status,
  reasons: result?.reasons.map((r) => [r.code, r.field]),
});

describe('queued web orders', () => {
  it('places a queued order through the checkout, and answers its resend as a duplicate', async () => {
    const entry = webEntry(orderRequest(setup));
    const [created] = await syncOrders(shopper, [entry]);
    expect(created).toMatchObject({ status: 'CREATED', orderStatus: 'PENDING', reasons: [] });
    const [order] = await sqlRows<{ channel: string; status: string; key: string }>(
      server,
      'select channel, status, client_order_key as key from customer_order where uuid = ?',
      [created?.orderUuid],
    );
    expect(order).toEqual({ channel: 'eCommerce', status: 'pending', key: entry.webOrder.clientOrderKey });
    const before = await writtenRows(server);
    const [again] = await syncOrders(shopper, [entry]);
    expect(again).toEqual({ ...created, status: 'DUPLICATE' });
    expect(await writtenRows(server)).toEqual(before);
  });

  it('rejects a second order of the same phone within the cooldown, telling how long to wait', async () => {
    const first = orderRequest(setup);
    const second = orderRequest(setup, { customer: first.customer });
    const results = await syncOrders(shopper, [webEntry(first), webEntry(second)]);
    expect(results.map((r) => r.status)).toEqual(['CREATED', 'REJECTED']);
    expect(results[1]?.reasons).toEqual([
      expect.objectContaining({ code: 'COOLDOWN', message: expect.stringMatching(/retry after \d+ s$/) }),
    ]);
  });

  it('answers a shortage and a higher total as conflicts, recording nothing', async () => {
    const [dress] = setup.dresses;
    const line = {
      productId: dress?.product.id,
      combinationId: dress?.combinationIds[1] ?? null,
      quantity: 99,
    };
    const before = await writtenRows(server);
    const results = await syncOrders(shopper, [
      webEntry(orderRequest(setup, { cart: [line] })),
      webEntry(orderRequest(setup, { expectedTotal: 100 })),
    ]);
    expect(results.map(summary)).toEqual([
      { status: 'CONFLICT', reasons: [['OUT_OF_STOCK', 'webOrder.cart.0.quantity']] },
      { status: 'CONFLICT', reasons: [['PRICE_CHANGED', null]] },
    ]);
    expect(results.map((r) => r.orderUuid)).toEqual([null, null]);
    expect(results[0]?.reasons[0]).toMatchObject({
      productId: line.productId,
      combinationId: line.combinationId,
    });
    const after = await writtenRows(server);
    expect([after.customer_order, after.order_line]).toEqual([before.customer_order, before.order_line]);
  });

  it('rejects a reused key, bad input and unknown products with a reason per field', async () => {
    const placed = orderRequest(setup);
    await syncOrders(shopper, [webEntry(placed)]);
    const reused = { ...orderRequest(setup), clientOrderKey: placed.clientOrderKey };
    const badPhone = orderRequest(setup);
    const unknown = orderRequest(setup, {
      cart: [{ productId: 2_000_000, combinationId: null, quantity: 1 }],
    });
    const results = await syncOrders(shopper, [
      webEntry(reused),
      webEntry({ ...badPhone, customer: { ...badPhone.customer, phone: '12' } }),
      webEntry(unknown),
      { ...webEntry(orderRequest(setup)), idempotencyKey: 'f'.repeat(64) },
      { ...webEntry(orderRequest(setup)), sale: saleEntry(setup).sale },
    ]);
    expect(results.map(summary)).toEqual([
      { status: 'REJECTED', reasons: [['KEY_REUSED', 'webOrder.clientOrderKey']] },
      { status: 'REJECTED', reasons: [['BAD_USER_INPUT', 'webOrder.customer.phone']] },
      { status: 'REJECTED', reasons: [['UNKNOWN_PRODUCT', 'webOrder.cart.0.productId']] },
      { status: 'REJECTED', reasons: [['BAD_USER_INPUT', 'idempotencyKey']] },
      { status: 'REJECTED', reasons: [['BAD_USER_INPUT', 'sale']] },
    ]);
  });
});
