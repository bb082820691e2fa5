/**
 * The checkout takes an order line in both shapes the storefront sends: the order line
 * `{product, combination, unitPrice, quantity}` and the cart line
 * `{productId, combinationId, ...}`. Errors name the key the client sent; both keys naming different
 * ids is a field error; the unit price is never trusted; the same order in the other shape is a replay.
 */
import {
  PLACE_ORDER,
  orderRequest,
  orderWrites,
  postCheckout,
  setupCheckout,
} from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let setup: CheckoutSetup;

beforeAll(async () => {
  server = await createTestApp({ env: { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' } });
  setup = await setupCheckout(server, 100);
});
afterAll(() => server.close());

function dress(index = 0) {
  const found = setup.dresses[index];
  if (!found) throw new Error('No such dress');
  return found;
}

async function orderLine(uuid: string) {
  const [row] = await server.orm.em
    .fork()
    .getConnection()
    .execute<{ product_id: number; combination_id: number; quantity: number; unit_price: number }[]>(
      `select l.product_id, l.combination_id, l.quantity, l.unit_price
         from order_line l join customer_order o on o.id = l.order_id where o.uuid = ?`,
      [uuid],
    );
  return row;
}

it("places an order written in the legacy order line keys, at the server's price", async () => {
  const { product, combinationIds } = dress();
  const body = orderRequest(setup, {
    cart: [{ product: product.id, combination: combinationIds[1], unitPrice: 1, quantity: 2 }],
  });
  const answer = await postCheckout(server, setup.token, body);
  expect(answer.status).toBe(201);
  expect(await orderLine(String(answer.body['orderUuid']))).toEqual({
    product_id: product.id,
    combination_id: combinationIds[1],
    quantity: 2,
    unit_price: product.priceHt,
  });
});

it('answers the same order as a replay when the same request comes back in the other shape', async () => {
  const { product, combinationIds } = dress();
  const first = orderRequest(setup, {
    cart: [{ product: product.id, combination: combinationIds[0], unitPrice: 1, quantity: 1 }],
  });
  const placed = await postCheckout(server, setup.token, first);
  expect(placed.status).toBe(201);
  const again = {
    ...first,
    cart: [{ productId: product.id, combinationId: combinationIds[0], quantity: 1 }],
  };
  const replay = await postCheckout(server, setup.token, again);
  expect([replay.status, replay.body['orderUuid'], replay.body['replayed']]).toEqual([
    200,
    placed.body['orderUuid'],
    true,
  ]);
});

it('takes the same line through GraphQL placeOrder', async () => {
  const { product, combinationIds } = dress(1);
  const input = orderRequest(setup, {
    cart: [{ product: product.id, combination: combinationIds[0], unitPrice: 100, quantity: 1 }],
  });
  const answer = await server.graphql<{ placeOrder: { orderUuid: string } }>(
    PLACE_ORDER,
    { input },
    { authorization: `Bearer ${setup.token}` },
  );
  expect(answer.errors).toBeUndefined();
  expect(await orderLine(answer.data?.placeOrder.orderUuid ?? '')).toMatchObject({
    product_id: product.id,
    unit_price: product.priceHt,
  });
});

it('refuses a line whose two keys name different ids, under the legacy key, writing nothing', async () => {
  const before = await orderWrites(server);
  const answer = await postCheckout(
    server,
    setup.token,
    orderRequest(setup, {
      cart: [
        { product: dress(0).product.id, productId: dress(1).product.id, quantity: 1 },
        { product: dress(0).product.id, productId: dress(0).product.id, combination: null, quantity: 1 },
        { productId: dress(0).product.id, combination: 5, combinationId: 6, quantity: 1 },
      ],
    }),
  );
  expect(answer.status).toBe(400);
  expect(answer.body['errors']).toEqual({
    'cart.0.product': ['product and productId differ'],
    'cart.2.combination': ['combination and combinationId differ'],
  });
  expect(answer.body['messageKeys']).toMatchObject({ 'cart.0.product': 'order.unknown_product' });
  expect(await orderWrites(server)).toEqual(before);
});

it('names the lines it does not sell with the keys they were sent with', async () => {
  const { product, combinationIds } = dress();
  const answer = await postCheckout(
    server,
    setup.token,
    orderRequest(setup, {
      cart: [
        { product: 99_999_999, combination: null, unitPrice: 1, quantity: 1 },
        { product: product.id, combination: dress(1).combinationIds[0], unitPrice: 1, quantity: 1 },
        { productId: 99_999_998, quantity: 1 },
        { product: product.id, combination: combinationIds[0], unitPrice: 1, quantity: 1 },
      ],
    }),
  );
  expect(answer.status).toBe(422);
  expect(answer.body['errors']).toEqual({
    'cart.0.product': ['This product is not sold in this shop'],
    'cart.1.combination': ['Not an available combination of this product'],
    'cart.2.productId': ['This product is not sold in this shop'],
  });
});

it('names a missing or malformed id under the key the client used', async () => {
  const answer = await postCheckout(
    server,
    setup.token,
    orderRequest(setup, {
      cart: [
        { product: 'abc', quantity: 1 },
        { quantity: 1 },
        { product: dress().product.id, combination: -3, quantity: 1 },
      ],
    }),
  );
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body['errors'] as object).sort()).toEqual([
    'cart.0.product',
    'cart.1.productId',
    'cart.2.combination',
  ]);
});
