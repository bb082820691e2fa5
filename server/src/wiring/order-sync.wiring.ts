/**
 * Orders, offline sync: `syncOrders` (POS sales and queued web orders) and `orderByClientId`. Queued
 * web orders go through a checkout built like the storefront's, so they are placed the same way.
 */
import {
  CheckoutService,
  OrderSyncResolver,
  OrderSyncService,
  OrderWriter,
  PosSaleService,
  WebEntrySync,
} from '../modules/sales';
import { CartPricingService } from '../modules/promotions';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const orderSyncResolverClasses: readonly ResolverClass[] = [OrderSyncResolver];

export function orderSyncWiring({ config, pricing, shop }: WiringDeps): Wiring {
  const checkout = new CheckoutService({
    pricing: new CartPricingService(pricing, shop),
    shops: shop,
    cooldownSeconds: config.orderCooldownSeconds,
  });
  const sync = new OrderSyncService(new PosSaleService(new OrderWriter()), new WebEntrySync(checkout));
  return { resolvers: [new OrderSyncResolver(sync)], routes: [] };
}
