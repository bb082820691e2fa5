/**
 * What the block form asks for each of the 18 types (spec: "a type select decides which inputs
 * appear"), besides the module fields every block has (public title per language, title shown,
 * width, classes, background, link, visibility): how many items and per screen size, which products,
 * the one thing it shows or the ordered list of them, its HTML or slides per language, its images.
 * The same narrowing as the server's block rules (content/pages/block-rules.ts), so the form never
 * asks for something the server would drop.
 */
import type { BlockType, ResponsiveNumber } from '@tijara/schema';

/** The block's single target, by its key in BlockTarget. */
export type TargetKey =
  'categoryId' | 'brandId' | 'brandLineId' | 'collectionId' | 'tagId' | 'blogCategoryId' | 'blogPostId';

/** The lists a target is picked from. */
export type ChoiceKind =
  'category' | 'brand' | 'brandLine' | 'collection' | 'tag' | 'blogCategory' | 'blogPost';

export const CHOICE_OF_TARGET: Readonly<Record<TargetKey, ChoiceKind>> = {
  categoryId: 'category',
  brandId: 'brand',
  brandLineId: 'brandLine',
  collectionId: 'collection',
  tagId: 'tag',
  blogCategoryId: 'blogCategory',
  blogPostId: 'blogPost',
};

export interface BlockKind {
  /** `number`: how many items at most. */
  readonly number: boolean;
  /** Items per view on a phone, a tablet, a computer; the storefront's own when empty. */
  readonly perView: ResponsiveNumber | null;
  /** products_carousel and products_grid: which products. */
  readonly source: boolean;
  /** The one thing the block shows; optional ones fall back to "all". */
  readonly target: { readonly key: TargetKey; readonly required: boolean } | null;
  /** The ordered things a taxonomy carousel shows (empty: the first `number`). */
  readonly ids: ChoiceKind | null;
  /** HTML per language: the html block's text, the banner's caption. */
  readonly html: boolean;
  /** text_carousel: its slides, HTML, per language. */
  readonly items: boolean;
  readonly images: 'one' | 'many' | null;
}

const NONE: BlockKind = {
  number: false,
  perView: null,
  source: false,
  target: null,
  ids: null,
  html: false,
  items: false,
  images: null,
};

// The storefront's slides per view when a block sets none (storefront.md, "Carousels").
const PRODUCTS: ResponsiveNumber = { mobile: 2, tablet: 3, desktop: 5 };
const TAXONOMY: ResponsiveNumber = { mobile: 4, tablet: 6, desktop: 8 };
const BLOG_POSTS: ResponsiveNumber = { mobile: 1, tablet: 2, desktop: 3 };
const BLOG_CATEGORIES: ResponsiveNumber = { mobile: 1, tablet: 2, desktop: 4 };

const productList = (target: BlockKind['target'] = null): BlockKind => ({
  ...NONE,
  number: true,
  perView: PRODUCTS,
  target,
});
const required = (key: TargetKey) => ({ key, required: true });

export const BLOCK_KINDS: Readonly<Record<BlockType, BlockKind>> = {
  products_carousel: { ...productList(), source: true },
  products_grid: { ...productList(), source: true },
  categories_carousel: { ...NONE, number: true, perView: TAXONOMY, ids: 'category' },
  category_products_carousel: productList(required('categoryId')),
  brands_carousel: { ...NONE, number: true, perView: TAXONOMY, ids: 'brand' },
  brands_products_carousel: productList(required('brandId')),
  brand_lines_carousel: { ...NONE, number: true, perView: PRODUCTS, ids: 'brandLine' },
  brand_lines_products_carousel: productList(required('brandLineId')),
  collection_products: productList(required('collectionId')),
  tag_products: productList(required('tagId')),
  html_block: { ...NONE, html: true },
  banner: { ...NONE, html: true, images: 'one' },
  banner_carousel: { ...NONE, images: 'many' },
  discount_block: { ...NONE, number: true },
  blog_posts_carousel: {
    ...NONE,
    number: true,
    perView: BLOG_POSTS,
    target: { key: 'blogCategoryId', required: false },
  },
  blog_post_card: { ...NONE, target: required('blogPostId') },
  text_carousel: { ...NONE, items: true },
  blog_categories_carousel: { ...NONE, number: true, perView: BLOG_CATEGORIES, ids: 'blogCategory' },
};

/** An old block's type the server no longer writes: its form shows the module fields only. */
export function kindOf(type: string): BlockKind {
  return (BLOCK_KINDS as Readonly<Record<string, BlockKind>>)[type] ?? NONE;
}

/** The lists of choices a type's form needs. */
export function choicesOf(kind: BlockKind): ChoiceKind[] {
  return [...(kind.target ? [CHOICE_OF_TARGET[kind.target.key]] : []), ...(kind.ids ? [kind.ids] : [])];
}
