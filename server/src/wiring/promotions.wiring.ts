/** The promotions area: staff CRUD of promotions and customer segments, and the banner upload. */
import { createPromotionsAdmin, promotionsAdminResolvers } from '../modules/promotions';
import { promotionBannerRoutes } from '../rest/dashboard/promotion-banner.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const promotionsResolverClasses: readonly ResolverClass[] = promotionsAdminResolvers;

export function promotionsWiring({ catalogue, storage }: WiringDeps): Wiring {
  const admin = createPromotionsAdmin(catalogue, storage);
  return {
    resolvers: admin.resolvers,
    routes: promotionBannerRoutes({ banner: admin.services.promotionBanner }),
  };
}
