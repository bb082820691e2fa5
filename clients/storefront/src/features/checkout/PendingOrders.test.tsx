import { screen, waitFor } from '@testing-library/react';
import { SHOP_CONTEXT_KEY } from '../../app/shop-context';
import { deviceDb, stopDeviceServices } from '../../app/data/device-db';
import { renderWithApp } from '../../test/render-with-app';
import { CART_STORAGE_KEY, cart } from '../cart';
import { CART_ID } from './cart-id';
import { IN_FLIGHT } from './in-flight';
import { orderRequestOf, withOrderKey } from './order-request';
import { PendingOrders } from './PendingOrders';

const SHOP = '11111111-1111-4111-8111-111111111111';
const CART = '22222222-2222-4222-8222-222222222222';
const line = {
  productId: 7,
  combinationId: null,
  unitPrice: 250000,
  quantity: 1,
  name: 'Lampe Atlas',
  image: null,
  attributes: null,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    SHOP_CONTEXT_KEY,
    JSON.stringify({ shopUuid: SHOP, storefrontToken: 'token', locale: 'fr' }),
  );
});
afterEach(() => stopDeviceServices());

it('queues, with its key, the order a page left without an answer, and empties the cart it came from', async () => {
  const request = await withOrderKey(
    orderRequestOf({
      shopUuid: SHOP,
      cartExternalId: CART,
      temporaryId: '33333333-3333-4333-8333-333333333333',
      customer: { firstname: 'Amina', lastname: 'Benali', phone: '0551234567', email: '' },
      delivery: { address: '', wilaya: 16, commune: 1601, transporter: 2 },
      lines: [{ product: 7, combination: null, unitPrice: 250000, quantity: 1 }],
      source: 'cart',
      locale: 'fr',
      expectedTotal: 290000,
    }),
  );
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
  localStorage.setItem(`${SHOP}.${CART_ID}`, CART);
  localStorage.setItem(
    `${SHOP}.${IN_FLIGHT}`,
    JSON.stringify({
      request,
      cart: [line],
      itemsTotal: 250000,
      deliveryPrice: 40000,
      at: Date.now() - 60_000,
    }),
  );
  cart.reload();
  // The page's own device database; nothing answers, so the order stays queued on the device.
  renderWithApp(<PendingOrders />, { graphql: {}, db: deviceDb() });
  await waitFor(() => expect(localStorage.getItem(`${SHOP}.${IN_FLIGHT}`)).toBeNull());
  const [entry] = await deviceDb().outbox.toArray();
  expect(entry?.idempotencyKey).toBe(request.clientOrderKey);
  expect(entry?.payload).toEqual(request);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(`${SHOP}.${CART_ID}`)).not.toBe(CART);
  expect(await screen.findByText('Une commande attend la connexion pour être envoyée.')).toBeInTheDocument();
  await deviceDb().outbox.clear();
  await deviceDb().localOrders.clear();
});
