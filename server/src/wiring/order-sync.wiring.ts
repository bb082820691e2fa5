/** Orders, order-sync: see modules/orders. */
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const orderSyncResolverClasses: readonly ResolverClass[] = [];

export function orderSyncWiring(_deps: WiringDeps): Wiring {
  return { resolvers: [], routes: [] };
}
