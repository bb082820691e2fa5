/** Access samples for the customer desk (see samples.ts): a search and a registration in the demo shop. */
import { demoShopUuid } from '../helpers/promotions-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;

export const customersSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = await demoShopUuid(server);
  },
  graphql: () => ({
    'query deskCustomers': `{ deskCustomers(shopUuid: "${shopUuid}", search: "Accès") { id phone } }`,
    'mutation registerCustomer':
      'mutation { registerCustomer(input: { shopUuid: "' +
      shopUuid +
      '", firstname: "Karim", lastname: "Hadjadj", phone: "0550123499" }) { created customer { id } } }',
  }),
  rest: () => ({}),
};
