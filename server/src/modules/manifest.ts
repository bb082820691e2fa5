/**
 * What a module declares to the composition root: its entities (the ORM config), its resolver
 * classes (the schema build), the SQL views other modules may read, and one `build` function that
 * makes its services, resolver instances and REST routes from the shared services it names.
 *
 * A shared service is one that several modules use (the shop lookup, the live promotions, the stock
 * ledger...): exactly one module builds it and returns it under `provides`; the others name it in
 * `needs` and receive that one instance. composeModules (compose-modules.ts) builds the modules in
 * the order of the list in index.ts and refuses a need nothing built yet or a service built twice.
 */
import type { EntityClass } from '@mikro-orm/core';
import type { Config } from '../config/env';
import type { RestRoute } from '../rest/route';
import type { AuthService } from './auth';
import type { CatalogueChanges, StorefrontHeads } from './catalog';
import type { ContentHeads } from './content';
import type { GeographyService } from './geography';
import type { MediaStorage } from './media';
import type { OrderConfirmationService } from './orders';
import type { CartPricingService, PromotionRuleCache } from './promotions';
import type { ShopService } from './shop';
import type { OrderReservations, StockLedger } from './stock';

export interface SharedServices {
  /** Given by app.ts. */
  readonly config: Config;
  /** Given by app.ts: the storage config.media chose (the database seed writes images before any module). */
  readonly storage: MediaStorage;
  /** Given by app.ts: the catalogue revision, bumped by every module whose writes change what shoppers see. */
  readonly catalogue: CatalogueChanges;
  /** catalog: the head (title, description, Open Graph, JSON-LD) of a shared storefront link. */
  readonly storefrontHeads: StorefrontHeads;
  /** content: the head of a content page (home, landing page, blog post or category, CMS page). */
  readonly contentHeads: ContentHeads;
  /** geography */
  readonly geography: GeographyService;
  /** shop: the shop a storefront token names, cached. */
  readonly shop: ShopService;
  /** auth: sessions, which the authenticator of every request reads. */
  readonly auth: AuthService;
  /** promotions: the live promotions per shop (storefront prices, carts, the POS rule set). */
  readonly pricing: PromotionRuleCache;
  /** promotions: a cart priced by the engine (checkout, staff orders, the cart query). */
  readonly cartPricing: CartPricingService;
  /** stock: the one writer of stock levels and movements. */
  readonly stockLedger: StockLedger;
  /** stock: an order's reservations. */
  readonly orderReservations: OrderReservations;
  /** orders: the storefront's confirmation page (the server answers 404 for an unknown order). */
  readonly orderConfirmations: OrderConfirmationService;
}

/** The shared services app.ts makes before any module. */
export type GivenServices = Pick<SharedServices, 'config' | 'storage' | 'catalogue'>;

export interface BuiltModule<Provides extends Partial<SharedServices>> {
  readonly provides: Provides;
  /** One instance per resolver class the module declares. */
  readonly resolvers: readonly object[];
  readonly routes: readonly RestRoute[];
}

/** A type-graphql resolver class. */
export type ResolverClass = new (...args: never[]) => object;

export interface ServerModule<
  Needs extends keyof SharedServices = keyof SharedServices,
  Provides extends Partial<SharedServices> = Partial<SharedServices>,
> {
  readonly name: string;
  readonly entities: readonly EntityClass<object>[];
  readonly resolvers: readonly ResolverClass[];
  /** SQL views of this module that other modules may name in raw SQL (its tables they may not). */
  readonly views?: readonly string[];
  readonly needs: readonly Needs[];
  build(services: Pick<SharedServices, Needs>): BuiltModule<Provides>;
}

/** Declares a module, typing `build` by what it needs and returns. */
export function defineModule<
  Needs extends keyof SharedServices = never,
  Provides extends Partial<SharedServices> = Record<never, never>,
>(module: ServerModule<Needs, Provides>): ServerModule<Needs, Provides> {
  return module;
}

/** What is built when every module has been: routes and resolver instances for the app. */
export interface ComposedModules {
  readonly services: SharedServices;
  readonly resolvers: readonly object[];
  readonly routes: readonly RestRoute[];
}
