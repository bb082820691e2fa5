/**
 * The home modules by type: the content dispatcher (spec §2 "Home modules"). A staff-composed block
 * names its type and carries its module fields and its data (blockModule); `HomeModule` renders the
 * component of that type, and nothing for a type the storefront does not know (old data). Each
 * module renders nothing when it has no data; a product carousel with no product also warns.
 * The modules a home opens with (its carousels and banner carousel) come with the page; the others
 * with content-modules.ts, a chunk of their own the page loads beside its data.
 */
import { Suspense, createElement, lazy } from 'react';
import { CatalogueScope } from '@tijara/shared';
import type { ComponentType } from 'react';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import { BannerCarousel } from './BannerCarousel';
import { BrandsCarousel } from './BrandsCarousel';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ProductCarousel } from './ProductCarousel';
import { blockSource } from './reads';
import type { ProductSource } from './reads';
import type { BlockContent, ModuleFields } from './module-fields';

export { BrandsCarousel, CategoriesCarousel, ProductCarousel };
export type { ResponsiveNumber } from './module-fields';

export interface HomeModuleData extends ModuleFields {
  /** The module type, as staff pick it: products_carousel, categories_carousel... */
  readonly type: string;
  /** Product modules: which products (featured when not said). */
  readonly source?: ProductSource | null;
  /** Its first image is the page's lead image (fetched at once, with high priority). */
  readonly priority?: boolean;
  /** A composed block's data: drawn as it is, nothing more asked. Absent for the default modules. */
  readonly content?: BlockContent;
}

export type ModuleComponent = ComponentType<HomeModuleData>;

/** The product carousels of the spec: each draws its block's cards. */
const PRODUCT_CAROUSELS = [
  'products_carousel',
  'discounted_products',
  'bestsellers_products',
  'collection_products',
  'brand_lines_products_carousel',
  'tag_products',
  'category_products_carousel',
  'brands_products_carousel',
] as const;

/** The chunk of the modules that are not the page's own (the page starts it beside its data). */
export const loadContentModules = () => import('./content-modules');

type ContentModules = Awaited<ReturnType<typeof loadContentModules>>;

/** A component of that chunk inside the chunk's texts (CatalogueScope). */
export function fromContentModules<P extends object>(pick: (chunk: ContentModules) => ComponentType<P>) {
  return lazy(async () => {
    const chunk = await loadContentModules();
    const Component = pick(chunk);
    return {
      default: (props: P) => (
        <CatalogueScope catalogue={chunk.laterCatalogue}>
          <Component {...props} />
        </CatalogueScope>
      ),
    };
  });
}

/** A module of that chunk, drawn once it has come (a box meanwhile: it is below the page's top). */
function later(pick: (chunk: ContentModules) => ModuleComponent): ModuleComponent {
  const Lazy = fromContentModules(pick);
  return function LaterModule(module: HomeModuleData) {
    return (
      <Suspense fallback={<div className="home-module home-module--waiting-later" aria-hidden="true" />}>
        <Lazy {...module} />
      </Suspense>
    );
  };
}

export const modules: Readonly<Record<string, ModuleComponent>> = {
  ...Object.fromEntries(PRODUCT_CAROUSELS.map((type) => [type, ProductCarousel])),
  categories_carousel: CategoriesCarousel,
  brands_carousel: BrandsCarousel,
  banner_carousel: BannerCarousel,
  discount_block: later((chunk) => chunk.DiscountBlock),
  products_grid: later((chunk) => chunk.ProductsGrid),
  brand_lines_carousel: later((chunk) => chunk.BrandLinesCarousel),
  html_block: later((chunk) => chunk.HtmlBlock),
  banner: later((chunk) => chunk.Banner),
  blog_posts_carousel: later((chunk) => chunk.BlogPostsCarousel),
  blog_post_card: later((chunk) => chunk.BlogPostCardModule),
  blog_categories_carousel: later((chunk) => chunk.BlogCategoriesCarousel),
  text_carousel: later((chunk) => chunk.TextCarousel),
};

/** The component of a module type; undefined for an unknown one (inherited names included). */
export function moduleOf(type: string): ModuleComponent | undefined {
  return Object.hasOwn(modules, type) ? modules[type] : undefined;
}

/** A composed block as a module: its fields, its products' scope, and its data. */
export function blockModule(block: ContentBlockFieldsFragment): HomeModuleData {
  return {
    type: block.type,
    publicTitle: block.publicTitle,
    showTitle: block.showTitle,
    link: block.link,
    number: block.number,
    responsiveNumber: block.responsiveNumber,
    size: block.size,
    bgColor: block.bgColor,
    wrapperCssClass: block.wrapperCssClass,
    containerClass: block.containerClass,
    source: blockSource(block.source),
    content: block,
  };
}

export function HomeModule({ module }: { readonly module: HomeModuleData }) {
  const component = moduleOf(module.type);
  return component ? createElement(component, module) : null;
}
