/** Access sample for the staff order form's quote (see samples.ts): a phone order of one product, delivered. */
import { ALGER } from '../helpers/order-admin-fixtures';
import { BAB_EZZOUAR, transporterId } from '../helpers/orders-fixtures';
import { demoWarehouses } from '../helpers/stock-fixtures';
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;
let productId: number;
let sahel: number;

export const staffOrderQuoteSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = (await demoWarehouses(server)).shopUuid;
    productId = (await createSmallListing(server)).product.id;
    sahel = await transporterId(server, 'Sahel Express');
  },
  graphql: () => {
    const delivery = `{ address: "Rue 1", wilayaId: ${ALGER}, communeId: ${BAB_EZZOUAR}, transporterId: ${sahel} }`;
    const input = `{ shopUuid: "${shopUuid}", channel: PHONE, orderType: PHONE, paymentType: TRANSPORTER,
      customer: { firstname: "Salima", lastname: "Amrani", phone: "0550000001" }, delivery: ${delivery},
      lines: [{ productId: ${productId}, quantity: 1 }] }`;
    return { 'query staffOrderQuote': `{ staffOrderQuote(input: ${input}) { total refusal { code } } }` };
  },
  rest: () => ({}),
};
