/**
 * Access samples for the checkout and the cart's refresh (see samples.ts): a product with stock in the
 * demo shop's default warehouse; each order sample is one request with its own key, so a second call
 * is a replay.
 */
import { newOrderKey } from '../helpers/checkout-fixtures';
import { BAB_EZZOUAR, transporterId } from '../helpers/orders-fixtures';
import { addStockDirect, demoWarehouses } from '../helpers/stock-fixtures';
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples } from './samples';

let productId: number;
let transporter: number;
const restKey = newOrderKey();
const graphqlKey = newOrderKey();

function request(key: string, phone: string) {
  return {
    version: 1,
    channel: 'WEB',
    customer: { firstname: 'Amina', lastname: 'Benali', phone, email: '' },
    deliveryAddress: { address: 'Rue 1', wilaya: 16, commune: BAB_EZZOUAR, transporter },
    cart: [{ productId, combinationId: null, quantity: 1 }],
    meta: { source: 'cart', locale: 'fr' },
    clientOrderKey: key,
  };
}

export const checkoutSamples: AccessSamples = {
  async prepare(server) {
    productId = (await createSmallListing(server)).product.id;
    const { central } = await demoWarehouses(server);
    await addStockDirect(server, { warehouseId: central, productId, quantity: 10 });
    transporter = await transporterId(server, 'Sahel Express');
  },
  graphql: () => ({
    'mutation placeOrder': `mutation($input: PlaceOrderInput! = ${JSON.stringify(request(graphqlKey, '0550000101')).replace(/"(\w+)":/g, '$1:')}) {
      placeOrder(input: $input) { orderUuid replayed }
    }`,
    'query orderConfirmation': '{ orderConfirmation(uuid: "0b6e4f00-0000-4000-8000-000000000000") { uuid } }',
    'query storefrontCartLines': `{ storefrontCartLines(lines: [{ productId: ${productId}, quantity: 1 }]) { status unitPrice available } }`,
  }),
  rest: () => ({
    // 201: a new order (a replay would answer 200).
    'post /web/api/cart/checkout': {
      path: '/web/api/cart/checkout',
      body: request(restKey, '0550000102'),
      status: 201,
    },
  }),
};
