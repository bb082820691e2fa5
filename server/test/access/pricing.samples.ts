/**
 * Access samples for the pricing area (see samples.ts): a published product of the demo shop to put
 * in a cart; the rule set and the discount blocks need nothing more.
 */
import { Shop } from '../../src/modules/shop';
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { SmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples } from './samples';

let listing: SmallListing;
let shopUuid: string;

export const pricingSamples: AccessSamples = {
  async prepare(server) {
    listing = await createSmallListing(server);
    const [shop] = await server.orm.em.fork().find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
    if (!shop) throw new Error('The demo seed made no shop');
    shopUuid = shop.uuid;
  },
  graphql: () => ({
    'query priceCart': `{ priceCart(input: { lines: [{ productId: ${listing.product.id}, quantity: 2 }] }) { totalHt totalTtc } }`,
    'query promotionRules': `{ promotionRules(shopUuid: "${shopUuid}") { id scope valueHundredths } }`,
    'query storefrontPromotions': '{ storefrontPromotions { id title value } }',
  }),
  rest: () => ({
    'get /web/public/api/promotions': '/web/public/api/promotions?featured=1',
  }),
};
