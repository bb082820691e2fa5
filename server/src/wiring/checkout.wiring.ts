/** Orders, checkout: the storefront's order placement over REST (legacy path) and GraphQL. */
import { CartPricingService } from '../modules/promotions';
import { CheckoutResolver, CheckoutService } from '../modules/sales';
import { webCheckoutRoutes } from '../rest/legacy/web-checkout.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const checkoutResolverClasses: readonly ResolverClass[] = [CheckoutResolver];

export function checkoutWiring({ config, pricing, shop }: WiringDeps): Wiring {
  const checkout = new CheckoutService({
    pricing: new CartPricingService(pricing, shop),
    shops: shop,
    cooldownSeconds: config.orderCooldownSeconds,
  });
  return { resolvers: [new CheckoutResolver(checkout)], routes: webCheckoutRoutes({ checkout }) };
}
