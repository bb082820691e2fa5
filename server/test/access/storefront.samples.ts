/**
 * Access samples for the storefront area (see samples.ts): a published product of the demo shop in
 * its own category, brand, brand line and collection, and a running promotion on it, so every listing
 * answers 200.
 */
import { Shop } from '../../src/modules/shop';
import { staffClient } from '../helpers/catalog-admin-fixtures';
import { createPromotion } from '../helpers/pricing-fixtures';
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { SmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples } from './samples';

let listing: SmallListing;
let promotionId: number;
const DAY = 86_400_000;

const API = '/web/public/api';

export const storefrontSamples: AccessSamples = {
  async prepare(server) {
    listing = await createSmallListing(server);
    const [shop] = await server.orm.em.fork().find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
    if (!shop) throw new Error('The demo seed made no shop');
    const promotion = await createPromotion(await staffClient(server), shop.uuid, {
      scope: 'PRODUCT',
      targetIds: [listing.product.id],
      value: 10,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    promotionId = promotion.id;
  },
  graphql: () => ({
    'query products': `{ products(filter: { categoryId: ${listing.category.id} }) { totalCount items { slug } } }`,
    'query productFilters': '{ productFilters { brands { slug } priceRange { min max } } }',
    'query productPage': `{ productPage(slug: "${listing.product.slug}") { product { name } } }`,
    'query crossSelling': `{ crossSelling(productUuid: "${listing.product.uuid}") { related { slug } } }`,
    'query catalogPage': `{ catalogPage(kind: CATEGORY, slug: "${listing.category.slug}") { name } }`,
    'query storefrontMenu': '{ storefrontMenu { categories { slug } brands { slug } } }',
  }),
  rest: () => {
    const { category, brand, line, collection, product } = listing;
    return {
      'get /web/public/api/brand/products/:brand': `${API}/brand/products/${brand.slug}`,
      'get /web/public/api/brand/filters/:brand': `${API}/brand/filters/${brand.id}`,
      'get /web/public/api/brandLine/products/:brandLine': `${API}/brandLine/products/${line.slug}`,
      'get /web/public/api/brandLine/filters/:brandLine': `${API}/brandLine/filters/${line.uuid}`,
      'get /web/public/api/category/products/:category': `${API}/category/products/${category.slug}?pageSize=12`,
      'get /web/public/api/category/filters/:category': `${API}/category/filters/${category.slug}`,
      'get /web/public/api/collection/products/:collection': `${API}/collection/products/${collection.slug}`,
      'get /web/public/api/collection/filters/:collection': `${API}/collection/filters/${collection.slug}`,
      'get /web/public/api/promotions/products/:discount': `${API}/promotions/products/${promotionId}`,
      'get /web/public/api/promotions/filters/:discount': `${API}/promotions/filters/${promotionId}`,
      'get /web/public/api/featured/products': `${API}/featured/products`,
      'get /web/public/api/featured/filters': `${API}/featured/filters`,
      'get /web/public/api/new/products': `${API}/new/products?page=1&pageSize=24`,
      'get /web/public/api/new/filters': `${API}/new/filters`,
      'get /web/public/api/product/:slug': `${API}/product/${product.slug}`,
      'get /web/api/product/cross_selling/:productUid/:brandUuid/:categoryUuid': `/web/api/product/cross_selling/${product.uuid}/${brand.uuid}/${category.uuid}`,
    };
  },
};
