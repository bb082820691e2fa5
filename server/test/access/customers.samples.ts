/**
 * Access samples for the customers module (see samples.ts): the desk's search and registration in
 * the demo shop, and the back office's list and one customer's detail.
 */
import { demoShopUuid, makeCustomer } from '../helpers/promotions-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;
let customerId: number;

export const customersSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = await demoShopUuid(server);
    customerId = await makeCustomer(server, shopUuid, { firstname: 'Lamia', lastname: 'Accès' });
  },
  graphql: () => ({
    'query deskCustomers': `{ deskCustomers(shopUuid: "${shopUuid}", search: "Accès") { id phone } }`,
    'mutation registerCustomer':
      'mutation { registerCustomer(input: { shopUuid: "' +
      shopUuid +
      '", firstname: "Karim", lastname: "Hadjadj", phone: "0550123499" }) { created customer { id } } }',
    'query customerList': `{ customerList(shopUuid: "${shopUuid}", search: "Accès") { totalCount items { id } } }`,
    'query customer': `{ customer(id: ${customerId}) { id totals { orderCount } } }`,
  }),
  rest: () => ({}),
};
