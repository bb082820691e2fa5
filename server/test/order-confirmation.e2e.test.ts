/**
 * The page the checkout redirects to: `orderConfirmation(uuid)` answers what the shopper's page shows
 * (no e-mail, the phone masked) to anyone holding the uuid, null for an unknown or malformed one; a
 * navigation to the page answers the storefront's shell, with 404 when no order has that uuid.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderRequest, postCheckout, setupCheckout } from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const CONFIRMATION = `query($uuid: ID!) {
  orderConfirmation(uuid: $uuid) {
    uuid number status paymentType createdAt firstname phoneHint address
    wilayaName wilayaNameAr communeName communeNameAr transporterName
    lines { productName combinationName quantity totalTtc }
    itemsTotal deliveryPrice total
  }
}`;

let server: TestApp;
let setup: CheckoutSetup;
let dist: string;
let placed: { uuid: string; phone: string; email: string };

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tijara-confirmation-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Boutique</title></head></html>',
  );
  server = await createTestApp({ env: { STOREFRONT_DIST: dist, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' } });
  setup = await setupCheckout(server, 20);
  const { product, combinationIds } = setup.dresses[0] ?? { product: undefined, combinationIds: [] };
  const body = orderRequest(setup, {
    cart: [{ productId: product?.id, combinationId: combinationIds[0], quantity: 2 }],
  });
  const answer = await postCheckout(server, setup.token, body);
  expect(answer.status).toBe(201);
  placed = { uuid: String(answer.body['orderUuid']), phone: body.customer.phone, email: body.customer.email };
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

it('answers what the confirmation page shows, to anyone holding the uuid', async () => {
  const answer = await server.graphql<{ orderConfirmation: Record<string, unknown> }>(CONFIRMATION, {
    uuid: placed.uuid.toUpperCase(),
  });
  expect(answer.errors).toBeUndefined();
  const order = answer.data?.orderConfirmation ?? {};
  expect(order).toMatchObject({
    uuid: placed.uuid,
    number: expect.any(Number),
    status: 'PENDING',
    paymentType: 'TRANSPORTER',
    firstname: 'Amina',
    phoneHint: `${placed.phone.slice(0, 2)} •• •• •• ${placed.phone.slice(-2)}`,
    address: 'Cité 200 logements, bâtiment B',
    wilayaName: 'Alger',
    wilayaNameAr: expect.stringMatching(/\p{Script=Arabic}/u),
    communeName: 'Bab Ezzouar',
    transporterName: expect.any(String),
    lines: [
      {
        productName: expect.any(String),
        combinationName: expect.any(String),
        quantity: 2,
        totalTtc: expect.any(Number),
      },
    ],
  });
  const lines = order['lines'] as { totalTtc: number }[];
  expect(order['itemsTotal']).toBe(lines[0]?.totalTtc);
  expect(order['total']).toBe(Number(order['itemsTotal']) + Number(order['deliveryPrice']));
  // Neither the e-mail nor the whole phone number travels.
  expect(JSON.stringify(answer)).not.toContain(placed.email);
  expect(JSON.stringify(answer)).not.toContain(placed.phone);
});

it('answers null for an unknown uuid and for text that is no uuid', async () => {
  for (const uuid of ['0b6e4f00-0000-4000-8000-000000000000', 'not-a-uuid', "' or 1=1 --"]) {
    const answer = await server.graphql<{ orderConfirmation: unknown }>(CONFIRMATION, { uuid });
    expect([uuid, answer.errors, answer.data?.orderConfirmation]).toEqual([uuid, undefined, null]);
  }
});

it("answers a navigation to the page with the storefront's shell, 404 when no order has that uuid", async () => {
  const known = await server.get(`/checkout/confirmation/${placed.uuid}`, HTML);
  expect(known.status).toBe(200);
  expect(await known.text()).toContain('<title>Boutique</title>');
  for (const unknown of ['0b6e4f00-0000-4000-8000-000000000000', 'abc', `${placed.uuid}x`, 'caf%C3%A9']) {
    const answer = await server.get(`/checkout/confirmation/${unknown}`, HTML);
    expect([unknown, answer.status]).toEqual([unknown, 404]);
    // The app draws its not-found page: the shell, with the shop it needs, comes all the same.
    const html = await answer.text();
    expect(html).toContain('<title>Boutique</title>');
    expect(html).toContain('<meta name="shop-uuid"');
  }
});
