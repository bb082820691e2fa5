/** Pricing with promotions: carts priced by the engine, the POS rule set, discount blocks. */
import { CartPricingService, PricingResolver } from '../modules/promotions';
import { webPromotionRoutes } from '../rest/legacy/web-promotions.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const pricingResolverClasses: readonly ResolverClass[] = [PricingResolver];

export function pricingWiring({ pricing, shop }: WiringDeps): Wiring {
  const carts = new CartPricingService(pricing, shop);
  return {
    resolvers: [new PricingResolver(carts, pricing, shop)],
    routes: webPromotionRoutes(pricing),
  };
}
