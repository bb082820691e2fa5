/** Public catalogue reads: listings with filter data, products query, product page, cross-selling. */
import { StorefrontReads, StorefrontResolver } from '../modules/catalog';
import { CachedJson } from '../rest/legacy/cached-json';
import { webCatalogRoutes } from '../rest/legacy/web-catalog.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const storefrontResolverClasses: readonly ResolverClass[] = [StorefrontResolver];

export function storefrontWiring({ catalogue, shop, pricing }: WiringDeps): Wiring {
  const reads = new StorefrontReads(catalogue, pricing);
  const cache = new CachedJson(catalogue);
  return {
    resolvers: [new StorefrontResolver(reads, shop)],
    routes: webCatalogRoutes({ reads, cache }),
  };
}
