/** The storefront's data on the device and on the network: what features read through. */
export { requestGraphql, GraphqlRequestError, REQUEST_TIMEOUT_MS } from './graphql-request';
export type { RequestOptions } from './graphql-request';
export { useCatalogQuery } from './use-catalog-query';
export type { CatalogQueryState } from './use-catalog-query';
export type { StorefrontDb, CatalogQueryRow } from './storefront-db';
