/**
 * The home modules by type, for the content dispatcher (spec §2 "Home modules"): a staff-composed
 * block names its type and carries its module fields; `HomeModule` renders the component of that
 * type, and nothing for a type the storefront does not know. Each module renders nothing when it
 * has no data. Types not built yet (html_block, banner, blog posts...) join this table with the
 * content issue.
 */
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { BrandsCarousel } from './BrandsCarousel';
import { CategoriesCarousel } from './CategoriesCarousel';
import { DiscountBlock } from './DiscountBlock';
import { ProductCarousel } from './ProductCarousel';
import { productSourceOf } from './reads';
import type { ProductSource } from './reads';
import type { ModuleFields } from './module-fields';

export { BrandsCarousel, CategoriesCarousel, DiscountBlock, ProductCarousel };
export { PromoBanner } from './PromoBanner';

export interface HomeModuleData extends ModuleFields {
  /** The module type, as staff pick it: products_carousel, categories_carousel... */
  readonly type: string;
  /** products_carousel: which products (featured when not said). */
  readonly source?: ProductSource | null;
  /** Its first image is the page's lead image (fetched at once, with high priority). */
  readonly priority?: boolean;
}

export type ModuleComponent = ComponentType<HomeModuleData>;

export const modules: Readonly<Record<string, ModuleComponent>> = {
  products_carousel: (module) => (
    <ProductCarousel {...module} source={productSourceOf(module) ?? 'featured'} />
  ),
  discounted_products: (module) => (
    <ProductCarousel {...module} source={productSourceOf(module) ?? 'onSale'} />
  ),
  categories_carousel: CategoriesCarousel,
  brands_carousel: BrandsCarousel,
  discount_block: DiscountBlock,
};

/** The component of a module type; undefined for an unknown one (inherited names included). */
export function moduleOf(type: string): ModuleComponent | undefined {
  return Object.hasOwn(modules, type) ? modules[type] : undefined;
}

export function HomeModule({ module }: { readonly module: HomeModuleData }) {
  const component = moduleOf(module.type);
  return component ? createElement(component, module) : null;
}
