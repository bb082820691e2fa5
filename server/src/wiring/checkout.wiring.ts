/** Orders, checkout: see modules/orders. */
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const checkoutResolverClasses: readonly ResolverClass[] = [];

export function checkoutWiring(_deps: WiringDeps): Wiring {
  return { resolvers: [], routes: [] };
}
