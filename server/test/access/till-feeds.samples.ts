/**
 * Access samples for the till's feeds (see samples.ts): the demo shop's catalogue, customers, its
 * warehouses and the stock of its boutique, each from the start (no cursor).
 */
import { demoWarehouses } from '../helpers/stock-fixtures';
import type { DemoWarehouses } from '../helpers/stock-fixtures';
import type { AccessSamples } from './samples';

let demo: DemoWarehouses;

export const tillFeedsSamples: AccessSamples = {
  async prepare(server) {
    demo = await demoWarehouses(server);
  },
  graphql: () => ({
    'query posCatalogue': `{ posCatalogue(shopUuid: "${demo.shopUuid}", limit: 10) { products { id } nextCursor hasMore total } }`,
    'query posCustomers': `{ posCustomers(shopUuid: "${demo.shopUuid}", limit: 10) { customers { id } nextCursor total } }`,
    'query posStock': `{ posStock(warehouseId: "${demo.boutique}") { warehouseId takenAt levels { available } } }`,
    'query posWarehouses': `{ posWarehouses(shopUuid: "${demo.shopUuid}") { id name } }`,
  }),
  rest: () => ({}),
};
