/** The promotions area: its resolvers and REST shims. */
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const promotionsResolverClasses: readonly ResolverClass[] = [];

export function promotionsWiring(_deps: WiringDeps): Wiring {
  return { resolvers: [], routes: [] };
}
