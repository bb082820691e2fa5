/** Staff catalogue editing: taxonomy, products, prices, languages, combinations, packs. */
import { catalogAdminResolvers, createCatalogAdmin } from '../modules/catalog';
import { catalogProductRoutes } from '../rest/dashboard/catalog-product.route';
import { catalogTaxonomyRoutes } from '../rest/dashboard/catalog-taxonomy.route';
import { menuRoutes } from '../rest/dashboard/menu.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const catalogAdminResolverClasses: readonly ResolverClass[] = catalogAdminResolvers;

export function catalogAdminWiring({ catalogue }: WiringDeps): Wiring {
  const admin = createCatalogAdmin(catalogue);
  return {
    resolvers: admin.resolvers,
    routes: [...catalogProductRoutes(admin), ...catalogTaxonomyRoutes(admin), ...menuRoutes(admin)],
  };
}
