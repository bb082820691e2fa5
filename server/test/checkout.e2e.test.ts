/**
 * The storefront checkout over REST and GraphQL against real PostgreSQL: what an order stores (server
 * prices, delivery price, history, reservation), exactly once per key (replays, 50 at once, another
 * body under a used key), and the statements one checkout costs.
 */
import { priceTtc } from '@tijara/schema';
import {
  PLACE_ORDER,
  orderRequest,
  orderWrites,
  ordersWithKey,
  postCheckout,
  setupCheckout,
} from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let setup: CheckoutSetup;
const statements: string[] = [];

beforeAll(async () => {
  server = await createTestApp({
    env: { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' },
    onQuery: (sql) => statements.push(sql),
  });
  setup = await setupCheckout(server, 100);
});
afterAll(() => server.close());

async function orderRow(uuid: string) {
  const [row] = await server.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `select o.*, c.phone, c.firstname, c.email from customer_order o join customer c on c.id = o.customer_id where o.uuid = ?`,
      [uuid],
    );
  if (!row) throw new Error(`No order ${uuid}`);
  return row;
}

function dress(index = 0) {
  const found = setup.dresses[index];
  if (!found) throw new Error('No such dress');
  return found;
}

describe('POST /web/api/cart/checkout', () => {
  it('places an order at the server prices, with the carrier price of the commune', async () => {
    const { product, combinationIds } = dress();
    const body = orderRequest(setup, {
      cart: [{ productId: product.id, combinationId: combinationIds[1], quantity: 2, unitPrice: 1 }],
      customer: {
        firstname: ' Amina ',
        lastname: 'بن علي',
        phone: '+213 ٦٦١ 23 45 01',
        email: 'Amina@Example.DZ',
      },
    });
    const answer = await postCheckout(server, setup.token, body);
    expect(answer.status).toBe(201);
    const uuid = String(answer.body['orderUuid']);
    expect(answer.body).toEqual({
      orderUuid: uuid,
      redirectUrl: `/checkout/confirmation/${uuid}`,
      replayed: false,
    });
    const row = await orderRow(uuid);
    const lineTtc = priceTtc(product.priceHt * 2, product.taxRateBp);
    expect(row).toMatchObject({
      channel: 'eCommerce',
      payment_type: 'transporter_payment',
      status: 'pending',
      phone: '0661234501',
      firstname: 'Amina',
      email: 'amina@example.dz',
      delivery_price: 40_000,
      subtotal_ht: product.priceHt * 2,
      total: lineTtc + 40_000,
      source: 'cart',
      locale: 'fr',
      cart_external_id: 'cart-1',
    });
    const connection = server.orm.em.fork().getConnection();
    const lines = await connection.execute('select * from order_line where order_id = ?', [row['id']]);
    expect(lines).toEqual([
      expect.objectContaining({
        product_id: product.id,
        combination_id: combinationIds[1],
        quantity: 2,
        unit_price: product.priceHt,
        total_ttc: lineTtc,
        product_name: 'Robe 1',
        combination_name: expect.any(String),
      }),
    ]);
    const history = await connection.execute(
      'select from_status, to_status from order_status_change where order_id = ?',
      [row['id']],
    );
    expect(history).toEqual([{ from_status: null, to_status: 'pending' }]);
    const reservations = await connection.execute(
      'select quantity, status from stock_reservation where reference = ? and combination_id = ?',
      [`order:${uuid}`, combinationIds[1]],
    );
    expect(reservations).toEqual([{ quantity: 2, status: 'active' }]);
  });

  it('answers a replay of the key with the same order, and another body under it with 409', async () => {
    const body = orderRequest(setup);
    const first = await postCheckout(server, setup.token, body);
    const again = await postCheckout(server, setup.token, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    const other = await postCheckout(server, setup.token, { ...body, cartExternalId: 'cart-2' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, code: 'CONFLICT', messageKey: 'order.key_reused' });
    expect(other.body['errors']).toHaveProperty('clientOrderKey');
    expect(await ordersWithKey(server, body.clientOrderKey)).toBe(1);
  });

  it('makes one order of 50 identical requests sent at once, and no 5xx', async () => {
    const body = orderRequest(setup);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postCheckout(server, setup.token, body)),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(49);
    expect(new Set(answers.map((a) => a.body['orderUuid'])).size).toBe(1);
    expect(await ordersWithKey(server, body.clientOrderKey)).toBe(1);
  });

  it('takes the checkout form shape and a key sent as Idempotency-Key', async () => {
    const base = orderRequest(setup);
    const { clientOrderKey, customer, deliveryAddress, cart } = base;
    const answer = await postCheckout(
      server,
      setup.token,
      { formData: { ...customer, ...deliveryAddress, cartId: 'cart-form' }, lines: cart },
      { 'idempotency-key': clientOrderKey },
    );
    expect(answer.status).toBe(201);
    expect((await orderRow(String(answer.body['orderUuid'])))['cart_external_id']).toBe('cart-form');
    expect(await ordersWithKey(server, clientOrderKey)).toBe(1);
  });

  it('refuses an order whose total rose above the one the shopper saw', async () => {
    const before = await orderWrites(server);
    const answer = await postCheckout(server, setup.token, orderRequest(setup, { expectedTotal: 100 }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ messageKey: 'order.price_changed', expectedTotal: 100 });
    expect(await orderWrites(server)).toEqual(before);
  });

  it('costs at most 15 SQL statements, transaction included', async () => {
    await postCheckout(server, setup.token, orderRequest(setup));
    statements.length = 0;
    const answer = await postCheckout(server, setup.token, orderRequest(setup));
    expect(answer.status).toBe(201);
    // 13 today: write limit, key, lines, delivery, begin, customer, header, cooldown, lines, history,
    // reserve (2), commit.
    expect(statements.length).toBeLessThanOrEqual(15);
    statements.length = 0;
  });
});

describe('a replay', () => {
  it('answers the order even once its product is no longer sold, reading nothing else', async () => {
    const { product, combinationIds } = dress(1);
    const body = orderRequest(setup, {
      cart: [{ productId: product.id, combinationId: combinationIds[2], quantity: 1 }],
    });
    const first = await postCheckout(server, setup.token, body);
    expect(first.status).toBe(201);
    const connection = server.orm.em.fork().getConnection();
    await connection.execute("update product set status = 'draft' where id = ?", [product.id]);
    await connection.execute('update catalogue_revision set revision = revision + 1');
    statements.length = 0;
    const again = await postCheckout(server, setup.token, body);
    expect(again.status).toBe(200);
    expect(again.body['orderUuid']).toBe(first.body['orderUuid']);
    // The public write limit's count (shared by the instances), then the key.
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/public_write_hit/);
    const fresh = await postCheckout(server, setup.token, {
      ...body,
      clientOrderKey: orderRequest(setup).clientOrderKey,
    });
    expect(fresh.status).toBe(422);
  });
});

describe('GraphQL placeOrder', () => {
  it('places the same order as REST and replays it by key', async () => {
    const input = orderRequest(setup);
    const first = await server.graphql<{ placeOrder: { orderUuid: string; replayed: boolean } }>(
      PLACE_ORDER,
      { input },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.placeOrder.replayed).toBe(false);
    const again = await server.graphql<{ placeOrder: { orderUuid: string; replayed: boolean } }>(
      PLACE_ORDER,
      { input },
    );
    expect(again.data?.placeOrder).toEqual({ ...first.data?.placeOrder, replayed: true });
    expect(await ordersWithKey(server, input.clientOrderKey)).toBe(1);
  });

  it('names every field at fault with the legacy field keys', async () => {
    const input = orderRequest(setup, {
      customer: { firstname: 'Al', lastname: 'Benali', phone: '0212345678', email: 'x@y' },
      cart: [],
    });
    const answer = await server.graphql(PLACE_ORDER, { input });
    const error = answer.errors?.[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error?.extensions.fieldErrors ?? {}).sort()).toEqual([
      'cart',
      'customer.email',
      'customer.firstname',
      'customer.phone',
    ]);
    expect((error?.extensions as Record<string, unknown>)['messageKeys']).toMatchObject({
      'customer.firstname': 'form.validation.firstname',
      'customer.phone': 'form.validation.phone',
      'customer.email': 'form.validation.email',
      cart: 'cart.your_cart_is_empty',
    });
  });
});
