/** Orders, order-admin: see modules/orders. */
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const orderAdminResolverClasses: readonly ResolverClass[] = [];

export function orderAdminWiring(_deps: WiringDeps): Wiring {
  return { resolvers: [], routes: [] };
}
