/**
 * What the checkout refuses, and that a refusal writes nothing: the cooldown (also across two server
 * instances on one database, never for a replay), stock shortages line by line, places it cannot
 * deliver, lines it does not sell (422), every field error at once, malformed bodies, the token's shop.
 */
import {
  TAMANRASSET,
  orderRequest,
  orderWrites,
  ordersWithKey,
  postCheckout,
  setupCheckout,
} from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { BAB_EZZOUAR, transporterId } from './helpers/orders-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const START = new Date('2026-11-21T10:00:00Z');
let now = START;
let server: TestApp;
let setup: CheckoutSetup;
const ENV = { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' };

beforeAll(async () => {
  server = await createTestApp({ now: () => now, env: ENV });
  setup = await setupCheckout(server, 10);
});
afterAll(() => server.close());

function dress(index = 0) {
  const found = setup.dresses[index];
  if (!found) throw new Error('No such dress');
  return found;
}

async function expectNothingWritten(body: unknown, status: number) {
  const before = await orderWrites(server);
  const answer = await postCheckout(server, setup.token, body);
  expect(answer.status).toBe(status);
  expect(answer.body['success']).toBe(false);
  expect(await orderWrites(server)).toEqual(before);
  return answer.body;
}

describe('the cooldown', () => {
  it('refuses a second order of the same phone for 100 s with 429, never a replay of the first', async () => {
    now = START;
    const phone = '0771000001';
    const first = orderRequest(setup, { customer: { firstname: 'Karim', lastname: 'Ziani', phone } });
    expect((await postCheckout(server, setup.token, first)).status).toBe(201);
    now = new Date(START.getTime() + 40_000);
    const second = orderRequest(setup, {
      customer: { firstname: 'Karim', lastname: 'Ziani', phone: '+213771000001' },
    });
    const refused = await postCheckout(server, setup.token, second);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ retryAfterSeconds: 60, messageKey: 'form.waitSeconds' });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await postCheckout(server, setup.token, first)).status).toBe(200);
    now = new Date(START.getTime() + 100_000);
    expect((await postCheckout(server, setup.token, second)).status).toBe(201);
  });

  it('holds across two server instances sharing the database', async () => {
    now = new Date(START.getTime() + 1_000_000);
    const other = await createTestApp({ now: () => now, env: ENV, database: server.database });
    try {
      const phone = '0551000002';
      const customer = { firstname: 'Yacine', lastname: 'Haddad', phone };
      expect((await postCheckout(server, setup.token, orderRequest(setup, { customer }))).status).toBe(201);
      const elsewhere = await postCheckout(other, setup.token, orderRequest(setup, { customer }));
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.body['retryAfterSeconds']).toBe(100);
    } finally {
      await other.close();
    }
  });

  it('lets one of two different orders racing from one phone through', async () => {
    now = new Date(START.getTime() + 2_000_000);
    const customer = { firstname: 'Lina', lastname: 'Saadi', phone: '0661000003' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => postCheckout(server, setup.token, orderRequest(setup, { customer }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429, 429]);
  });
});

describe('stock', () => {
  it('refuses more than is available and names each short line, reserving nothing', async () => {
    const a = dress(0);
    const b = dress(1);
    const body = await expectNothingWritten(
      orderRequest(setup, {
        cart: [
          { productId: a.product.id, combinationId: a.combinationIds[2], quantity: 1 },
          { productId: a.product.id, combinationId: a.combinationIds[1], quantity: 11 },
          { productId: b.product.id, combinationId: b.combinationIds[2], quantity: 19 },
        ],
      }),
      409,
    );
    expect(body['messageKey']).toBe('order.out_of_stock');
    expect(body['errors']).toEqual({
      'cart.1.quantity': ['Only 10 available, 11 asked'],
      'cart.2.quantity': ['Only 10 available, 19 asked'],
    });
  });

  it('counts a product listed twice as one line of both quantities', async () => {
    const { product, combinationIds } = dress(1);
    const line = { productId: product.id, combinationId: combinationIds[0], quantity: 6 };
    const body = await expectNothingWritten(orderRequest(setup, { cart: [line, line] }), 409);
    expect(body['errors']).toEqual({ 'cart.0.quantity': ['Only 10 available, 12 asked'] });
  });
});

describe('delivery', () => {
  it('refuses a wilaya the shop does not deliver to, a commune of another wilaya and a carrier not serving it', async () => {
    const pickup = await transporterId(server, 'Retrait en boutique');
    const where = (wilaya: number, commune: number, transporter: number) =>
      orderRequest(setup, { deliveryAddress: { address: 'Rue 1', wilaya, commune, transporter } });
    const far = await expectNothingWritten(where(TAMANRASSET, BAB_EZZOUAR, setup.transporterId), 400);
    expect(far['errors']).toMatchObject({
      'deliveryAddress.wilaya': ['The shop does not deliver to this wilaya'],
    });
    const oran = await expectNothingWritten(where(31, BAB_EZZOUAR, setup.transporterId), 400);
    expect(oran['errors']).toEqual({
      'deliveryAddress.commune': ['This commune is not in the chosen wilaya'],
    });
    const [oranCommune] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ commune_id: number }[]>(
        'select commune_id from commune_division where wilaya_id = 31 limit 1',
      );
    const carrier = await expectNothingWritten(where(31, Number(oranCommune?.commune_id), pickup), 400);
    expect(carrier['errors']).toEqual({
      'deliveryAddress.transporter': ['This transporter does not deliver to this commune'],
    });
    expect(carrier['messageKeys']).toEqual({
      'deliveryAddress.transporter': 'order.transporter_not_serving',
    });
  });
});

describe('bad input', () => {
  it('answers 422 naming the lines the shop does not sell', async () => {
    const { product, combinationIds } = dress();
    const [hidden] = setup.catalogue.hidden;
    const body = await expectNothingWritten(
      orderRequest(setup, {
        cart: [
          { productId: product.id, combinationId: combinationIds[0], quantity: 1 },
          { productId: hidden?.id, combinationId: null, quantity: 1 },
          { productId: product.id, combinationId: dress(1).combinationIds[0], quantity: 1 },
          { productId: 99_999_999, quantity: 1 },
        ],
      }),
      422,
    );
    expect(body['errors']).toEqual({
      'cart.1.productId': ['This product is not sold in this shop'],
      'cart.2.combinationId': ['Not an available combination of this product'],
      'cart.3.productId': ['This product is not sold in this shop'],
    });
  });

  it('names every field at fault at once, with the legacy field keys', async () => {
    const body = await expectNothingWritten(
      {
        version: 2,
        channel: 'POS',
        customer: { firstname: 'A1', lastname: '', phone: '12345', email: 'not-mail' },
        deliveryAddress: { address: 'x', wilaya: '', commune: 'abc' },
        cart: [{ productId: 'x', quantity: 0 }],
        clientOrderKey: 'short',
      },
      400,
    );
    expect(Object.keys(body['errors'] as object).sort()).toEqual([
      'cart.0.productId',
      'cart.0.quantity',
      'channel',
      'clientOrderKey',
      'customer.email',
      'customer.firstname',
      'customer.lastname',
      'customer.phone',
      'deliveryAddress.commune',
      'deliveryAddress.transporter',
      'deliveryAddress.wilaya',
      'version',
    ]);
    expect(body['messageKeys']).toMatchObject({
      'customer.firstname': 'form.validation.firstname',
      'customer.lastname': 'form.validation.lastname',
      'customer.phone': 'form.validation.phone',
      'customer.email': 'form.validation.email',
      clientOrderKey: 'order.key_required',
      version: 'order.unsupported_version',
    });
  });

  it('requires the order key', async () => {
    const { clientOrderKey: _key, ...withoutKey } = orderRequest(setup);
    const body = await expectNothingWritten(withoutKey, 400);
    expect(body['errors']).toEqual({ clientOrderKey: ['The order key is required'] });
  });

  it('answers 400 to malformed bodies', async () => {
    const before = await orderWrites(server);
    const broken = await server.request('POST', '/web/api/cart/checkout', {
      headers: { authorization: `Bearer ${setup.token}`, 'content-type': 'application/json' },
      body: '{"version": 1,',
    });
    expect(broken.status).toBe(400);
    for (const body of [
      [1, 2],
      { ...orderRequest(setup), cart: 'robe' },
      { ...orderRequest(setup), customer: 'Amina' },
    ]) {
      expect((await postCheckout(server, setup.token, body)).status).toBe(400);
    }
    expect(await orderWrites(server)).toEqual(before);
  });

  it('refuses another shop than the token names, and no token at all', async () => {
    const body = orderRequest(setup, { shopUuid: '00000000-0000-4000-8000-000000000000' });
    expect((await expectNothingWritten(body, 400))['errors']).toEqual({
      shopUuid: ['Not the shop of this storefront'],
    });
    const anonymous = await server.request('POST', '/web/api/cart/checkout', { body: orderRequest(setup) });
    expect(anonymous.status).toBe(401);
    expect(await ordersWithKey(server, body.clientOrderKey)).toBe(0);
  });
});
