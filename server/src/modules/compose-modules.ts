/**
 * Builds the modules in the order of their list: each receives the shared services it needs (built
 * by a module before it, or given by app.ts) and adds the ones it provides. Fails fast, naming the
 * module, on a need nothing built yet, a service built twice, or a resolver class without its
 * instance (which would otherwise fail at the first request that reaches it).
 */
import type { RestRoute } from '../rest/route';
import type { ComposedModules, GivenServices, ServerModule, SharedServices } from './manifest';

// Typed by SharedServices' keys: a service added there without its name here does not compile.
const SHARED_SERVICE_NAMES = Object.keys({
  config: true,
  storage: true,
  catalogue: true,
  storefrontHeads: true,
  contentHeads: true,
  geography: true,
  shop: true,
  auth: true,
  pricing: true,
  cartPricing: true,
  stockLedger: true,
  orderReservations: true,
  orderConfirmations: true,
} satisfies Record<keyof SharedServices, true>) as (keyof SharedServices)[];

function checkResolvers(module: ServerModule, instances: readonly object[]): void {
  const declared = new Set<unknown>(module.resolvers);
  const built = new Set<unknown>(instances.map((instance) => instance.constructor));
  const missing = module.resolvers.filter((resolver) => !built.has(resolver)).map((r) => r.name);
  const undeclared = instances.filter((i) => !declared.has(i.constructor)).map((i) => i.constructor.name);
  if (missing.length > 0 || undeclared.length > 0 || instances.length !== declared.size) {
    throw new Error(
      `Module ${module.name}: resolver instances do not match its resolver classes ` +
        `(without an instance: ${missing.join(', ') || 'none'}; not declared: ${undeclared.join(', ') || 'none'})`,
    );
  }
}

function completed(services: Partial<SharedServices>): SharedServices {
  const absent = SHARED_SERVICE_NAMES.filter((name) => services[name] === undefined);
  if (absent.length > 0) throw new Error(`No module provides ${absent.join(', ')}`);
  return services as SharedServices;
}

export function composeModules(modules: readonly ServerModule[], given: GivenServices): ComposedModules {
  const services: Partial<SharedServices> = { ...given };
  const resolvers: object[] = [];
  const routes: RestRoute[] = [];
  for (const module of modules) {
    const missing = module.needs.filter((need) => services[need] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Module ${module.name} needs ${missing.join(', ')}, which no module before it provides ` +
          '(order the list in server/src/modules/index.ts)',
      );
    }
    const built = module.build(services as SharedServices);
    const twice = Object.keys(built.provides).filter((name) => name in services);
    if (twice.length > 0) throw new Error(`Module ${module.name} builds ${twice.join(', ')} again`);
    checkResolvers(module, built.resolvers);
    Object.assign(services, built.provides);
    resolvers.push(...built.resolvers);
    routes.push(...built.routes);
  }
  return { services: completed(services), resolvers, routes };
}
