/**
 * What the home reads, apart from its components, so the entry can start those reads before the
 * home's chunk arrives (app/route-reads.ts): the modules the home shows until staff compose it, the
 * product scope of each product module, and the questions they ask.
 */
import { HomeProductsDocument, HomePromotionsDocument } from '../../__generated__/graphql';
import type { HomeProductsQueryVariables } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';
import { paths } from '../../app/paths';
import type { HomeModuleData } from './modules';

export type ProductSource = 'featured' | 'newArrivals' | 'onSale';

const FILTERS: Readonly<Record<ProductSource, HomeProductsQueryVariables['filter']>> = {
  featured: { featured: true },
  newArrivals: { newArrivals: true },
  onSale: { onSale: true },
};

export const homeProductsVariables = (source: ProductSource): HomeProductsQueryVariables => ({
  filter: FILTERS[source],
});

/** Which products a module shows: products_carousel its source (featured when not said), discounted_products those on sale. */
export function productSourceOf(module: HomeModuleData): ProductSource | null {
  if (module.type === 'products_carousel') return module.source ?? 'featured';
  if (module.type === 'discounted_products') return 'onSale';
  return null;
}

/** The home's blocks until staff compose it: titles come from each module's own default. */
export const DEFAULT_MODULES: readonly HomeModuleData[] = [
  { type: 'categories_carousel' },
  { type: 'discount_block' },
  { type: 'products_carousel', source: 'featured', link: paths.featured },
  { type: 'products_carousel', source: 'newArrivals', link: paths.newArrivals },
  { type: 'discounted_products' },
  { type: 'brands_carousel' },
];

/** The promotions (banner, discount blocks) and each product module's page of cards. */
export function homeReads(modules: readonly HomeModuleData[] = DEFAULT_MODULES): CatalogRead[] {
  const sources = new Set(modules.map(productSourceOf).filter((source) => source !== null));
  return [
    catalogRead(HomePromotionsDocument, {}),
    ...[...sources].map((source) => catalogRead(HomeProductsDocument, homeProductsVariables(source))),
  ];
}
