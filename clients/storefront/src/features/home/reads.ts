/**
 * What the home and landing pages read, apart from their components, so the entry can start those
 * reads before the page's chunk arrives (app/route-reads.ts): the page staff composed (one answer with
 * every block's data) and the running promotions (the discount blocks and the default home's banner). The default
 * modules, shown while no home is published, and the product scope each product module asks for.
 */
import {
  HomePromotionsDocument,
  StorefrontHomeDocument,
  StorefrontLandingDocument,
} from '../../__generated__/graphql';
import type { HomeProductsQueryVariables } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';
import { paths } from '../../app/paths';
import type { HomeModuleData } from './modules';

export type ProductSource = 'featured' | 'newArrivals' | 'onSale' | 'bestsellers';
/** The scopes the products listing can answer (best sellers come only with a composed block). */
export type FetchableSource = Exclude<ProductSource, 'bestsellers'>;

const FILTERS: Readonly<Record<FetchableSource, HomeProductsQueryVariables['filter']>> = {
  featured: { featured: true },
  newArrivals: { newArrivals: true },
  onSale: { onSale: true },
};

export const homeProductsVariables = (source: FetchableSource): HomeProductsQueryVariables => ({
  filter: FILTERS[source],
});

/** A block's `source` as the server writes it (FEATURED, NEW, ON_SALE, BESTSELLERS). */
const BLOCK_SOURCES: Readonly<Record<string, ProductSource>> = {
  FEATURED: 'featured',
  NEW: 'newArrivals',
  ON_SALE: 'onSale',
  BESTSELLERS: 'bestsellers',
};

export function blockSource(source: string | null | undefined): ProductSource | null {
  return source && Object.hasOwn(BLOCK_SOURCES, source) ? (BLOCK_SOURCES[source] ?? null) : null;
}

/**
 * Which products a module shows: products_carousel and products_grid their source (featured when not
 * said), discounted_products those on sale, bestsellers_products the best sellers; null for the
 * product modules whose scope is a target (a category, a brand...) and every other type.
 */
export function productSourceOf(module: HomeModuleData): ProductSource | null {
  if (module.type === 'products_carousel' || module.type === 'products_grid')
    return module.source ?? 'featured';
  if (module.type === 'discounted_products') return 'onSale';
  if (module.type === 'bestsellers_products') return 'bestsellers';
  return null;
}

/** The home's blocks until staff publish one: titles come from each module's own default. */
export const DEFAULT_MODULES: readonly HomeModuleData[] = [
  { type: 'categories_carousel' },
  { type: 'discount_block' },
  { type: 'products_carousel', source: 'featured', link: paths.featured },
  { type: 'products_carousel', source: 'newArrivals', link: paths.newArrivals },
  { type: 'discounted_products' },
  { type: 'brands_carousel' },
];

/**
 * The composed page and the promotions. The default modules' product pages are asked only once the
 * server has said no home is published: a composed home, the usual case, never asks them.
 */
export function homeReads(): CatalogRead[] {
  return [catalogRead(StorefrontHomeDocument, {}), catalogRead(HomePromotionsDocument, {})];
}

/** A landing page (its slug as the router decodes it) and the promotions its discount blocks draw. */
export function landingReads(slug: string): CatalogRead[] {
  return [catalogRead(StorefrontLandingDocument, { slug }), catalogRead(HomePromotionsDocument, {})];
}
