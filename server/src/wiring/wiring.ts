/**
 * What each area of the app adds to the composition root: its resolver instances and REST routes,
 * built from the shared services app.ts creates once. One file per area keeps app.ts short and lets
 * an area grow without touching the others.
 */
import type { Config } from '../config/env';
import type { CatalogueChanges } from '../modules/catalog';
import type { MediaStorage } from '../modules/media';
import type { PromotionRuleCache } from '../modules/promotions';
import type { ShopService } from '../modules/shop';
import type { RestRoute } from '../rest/route';

export interface WiringDeps {
  readonly config: Config;
  readonly storage: MediaStorage;
  readonly catalogue: CatalogueChanges;
  readonly shop: ShopService;
  /** Live promotions per shop: storefront prices, carts and the POS rule set read them. */
  readonly pricing: PromotionRuleCache;
}

export interface Wiring {
  readonly resolvers: readonly object[];
  readonly routes: readonly RestRoute[];
}

/** A type-graphql resolver class. */
export type ResolverClass = new (...args: never[]) => object;
