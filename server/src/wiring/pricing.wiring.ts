/** Pricing with promotions: carts priced by the engine, the POS rule set, discount blocks. */
import { CartPricingService, PricingResolver, PromotionReads } from '../modules/promotions';
import { webPromotionRoutes } from '../rest/legacy/web-promotions.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const pricingResolverClasses: readonly ResolverClass[] = [PricingResolver];

export function pricingWiring({ pricing, shop }: WiringDeps): Wiring {
  const carts = new CartPricingService(pricing, shop);
  const reads = new PromotionReads(pricing, shop);
  return {
    resolvers: [new PricingResolver(carts, reads)],
    routes: webPromotionRoutes(reads),
  };
}
