/**
 * Access samples for the storefront area (see samples.ts): a published product of the demo shop in
 * its own category, brand, brand line and collection, so every listing answers 200.
 */
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { SmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples, RestSample } from './samples';

let listing: SmallListing;

const API = '/web/public/api';

export const storefrontSamples: AccessSamples = {
  async prepare(server) {
    listing = await createSmallListing(server);
  },
  graphql: () => ({
    'query products': `{ products(filter: { categoryId: ${listing.category.id} }) { totalCount items { slug } } }`,
    'query productFilters': '{ productFilters { brands { slug } priceRange { min max } } }',
    'query productPage': `{ productPage(slug: "${listing.product.slug}") { product { name } } }`,
    'query crossSelling': `{ crossSelling(productUuid: "${listing.product.uuid}") { related { slug } } }`,
  }),
  rest: () => {
    const { category, brand, line, collection, product } = listing;
    // Promotions come with their own issue: until then every promotion is unknown (404).
    const promotion: RestSample = { path: `${API}/promotions/products/1`, status: 404 };
    return {
      'get /web/public/api/brand/products/:brand': `${API}/brand/products/${brand.slug}`,
      'get /web/public/api/brand/filters/:brand': `${API}/brand/filters/${brand.id}`,
      'get /web/public/api/brandLine/products/:brandLine': `${API}/brandLine/products/${line.slug}`,
      'get /web/public/api/brandLine/filters/:brandLine': `${API}/brandLine/filters/${line.uuid}`,
      'get /web/public/api/category/products/:category': `${API}/category/products/${category.slug}?pageSize=12`,
      'get /web/public/api/category/filters/:category': `${API}/category/filters/${category.slug}`,
      'get /web/public/api/collection/products/:collection': `${API}/collection/products/${collection.slug}`,
      'get /web/public/api/collection/filters/:collection': `${API}/collection/filters/${collection.slug}`,
      'get /web/public/api/promotions/products/:discount': promotion,
      'get /web/public/api/promotions/filters/:discount': {
        ...promotion,
        path: `${API}/promotions/filters/1`,
      },
      'get /web/public/api/featured/products': `${API}/featured/products`,
      'get /web/public/api/featured/filters': `${API}/featured/filters`,
      'get /web/public/api/new/products': `${API}/new/products?page=1&pageSize=24`,
      'get /web/public/api/new/filters': `${API}/new/filters`,
      'get /web/public/api/product/:slug': `${API}/product/${product.slug}`,
      'get /web/api/product/cross_selling/:productUid/:brandUuid/:categoryUuid': `/web/api/product/cross_selling/${product.uuid}/${brand.uuid}/${category.uuid}`,
    };
  },
};
