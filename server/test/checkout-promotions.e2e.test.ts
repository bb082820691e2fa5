/**
 * The checkout prices with the promotions in force, as the engine says, and consumes a single-use
 * coupon in the order's transaction: the same customer's second order with the code is refused (409
 * coupon_already_used) rather than placed at a price the shopper did not expect.
 */
import { priceTtc } from '@tijara/schema';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { orderRequest, orderWrites, postCheckout, setupCheckout } from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
const RUNNING = { startsAt: new Date(NOW.getTime() - HOUR), endsAt: new Date(NOW.getTime() + 48 * HOUR) };
let now = NOW;
let server: TestApp;
let setup: CheckoutSetup;
let manager: StaffClient;

beforeAll(async () => {
  server = await createTestApp({ now: () => now, env: { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' } });
  setup = await setupCheckout(server, 20);
  manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [setup.shopUuid] });
});
afterAll(() => server.close());

async function order(uuid: string) {
  const connection = server.orm.em.fork().getConnection();
  const [header] = await connection.execute<Record<string, unknown>[]>(
    'select id, subtotal_ht, discount_ht, total, promotions from customer_order where uuid = ?',
    [uuid],
  );
  const lines = await connection.execute<Record<string, unknown>[]>(
    'select unit_price, unit_price_after, promotions from order_line where order_id = ?',
    [header?.['id']],
  );
  return { header, lines };
}

it('stores the item promotion on the line and the lower total', async () => {
  const dress = setup.dresses[1];
  if (!dress) throw new Error('No dress');
  const promotion = await createPromotion(manager, setup.shopUuid, {
    scope: 'PRODUCT',
    targetIds: [dress.product.id],
    value: 10,
    ...RUNNING,
  });
  const body = orderRequest(setup, {
    cart: [{ productId: dress.product.id, combinationId: dress.combinationIds[0], quantity: 1 }],
  });
  const answer = await postCheckout(server, setup.token, body);
  expect(answer.status).toBe(201);
  const { header, lines } = await order(String(answer.body['orderUuid']));
  const after = Math.round(dress.product.priceHt * 0.9);
  expect(lines).toEqual([
    {
      unit_price: dress.product.priceHt,
      unit_price_after: after,
      promotions: [{ promotionId: promotion.id, amount: dress.product.priceHt - after }],
    },
  ]);
  expect(header).toMatchObject({
    discount_ht: dress.product.priceHt - after,
    total: priceTtc(after, dress.product.taxRateBp) + 40_000,
  });
});

it('consumes a single-use coupon once per customer, in the order', async () => {
  now = new Date(NOW.getTime() + HOUR);
  const promotion = await createPromotion(manager, setup.shopUuid, {
    scope: 'CART',
    discountType: 'AMOUNT',
    value: 500,
    couponCode: 'BIENVENUE',
    singleUse: true,
    ...RUNNING,
  });
  const customer = { firstname: 'Nadia', lastname: 'Kaci', phone: '0561000009' };
  const first = await postCheckout(
    server,
    setup.token,
    orderRequest(setup, { customer, couponCodes: ['bienvenue'] }),
  );
  expect(first.status).toBe(201);
  const placed = await order(String(first.body['orderUuid']));
  expect(placed.header?.['promotions']).toEqual([
    { promotionId: promotion.id, target: 'subtotal', amount: 50_000 },
  ]);
  now = new Date(NOW.getTime() + 2 * HOUR);
  const before = await orderWrites(server);
  const second = await postCheckout(
    server,
    setup.token,
    orderRequest(setup, { customer, couponCodes: ['BIENVENUE'] }),
  );
  expect(second.status).toBe(409);
  expect(second.body['messageKey']).toBe('coupon_already_used');
  expect(await orderWrites(server)).toEqual(before);
});
