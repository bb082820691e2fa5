/** Orders, checkout: the storefront's order placement over REST (legacy path) and GraphQL. */
import { CartPricingService } from '../modules/promotions';
import { CheckoutResolver, CheckoutService, OrderConfirmationResolver } from '../modules/sales';
import type { OrderConfirmationService } from '../modules/sales';
import { webCheckoutRoutes } from '../rest/legacy/web-checkout.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const checkoutResolverClasses: readonly ResolverClass[] = [
  CheckoutResolver,
  OrderConfirmationResolver,
];

/** The confirmations are built by app.ts: the storefront's page answers 404 for an unknown order too. */
export function checkoutWiring(
  { config, pricing, shop }: WiringDeps,
  confirmations: OrderConfirmationService,
): Wiring {
  const checkout = new CheckoutService({
    pricing: new CartPricingService(pricing, shop),
    shops: shop,
    cooldownSeconds: config.orderCooldownSeconds,
  });
  return {
    resolvers: [new CheckoutResolver(checkout), new OrderConfirmationResolver(confirmations)],
    routes: webCheckoutRoutes({ checkout }),
  };
}
