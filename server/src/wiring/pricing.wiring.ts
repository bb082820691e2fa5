/** The pricing area: its resolvers and REST shims. */
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const pricingResolverClasses: readonly ResolverClass[] = [];

export function pricingWiring(_deps: WiringDeps): Wiring {
  return { resolvers: [], routes: [] };
}
