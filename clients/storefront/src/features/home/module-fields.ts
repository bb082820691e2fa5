/**
 * The fields every home module takes (spec §3 "Module fields"), as a staff-composed block gives them
 * (the dispatcher passes them on), and the data such a block carries. size, bgColor, containerClass
 * and wrapperCssClass shape the module's frame (ModuleFrame); the others the module itself.
 */
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import type { SlidesPerView } from '../carousel';

export type ResponsiveNumber = Partial<SlidesPerView>;

export interface ModuleFields {
  /** The module's title, in the shopper's language; also the carousel's accessible name. */
  readonly publicTitle?: string | null;
  /** false: the title is not shown (it still names the module for screen readers). */
  readonly showTitle?: boolean | null;
  /** Where the module's "see all" link goes: a storefront path or a full address. */
  readonly link?: string | null;
  /** How many items the module shows at most. */
  readonly number?: number | null;
  /** Slides (or grid columns) per view on mobile, tablet and desktop, replacing the module's own. */
  readonly responsiveNumber?: ResponsiveNumber | null;
  /** The module's width on the page: full (default), wide (two thirds), half or third. */
  readonly size?: string | null;
  /** Background colour (#rgb or #rrggbb); the text over it turns dark or light to stay readable. */
  readonly bgColor?: string | null;
  /** Extra classes of the module's outer frame, and of the container inside it. */
  readonly wrapperCssClass?: string | null;
  readonly containerClass?: string | null;
}

/**
 * What a staff-composed block brings besides its fields: its cards, tiles, images, posts and HTML,
 * read with the page in one answer. A module given this draws it and asks nothing more.
 */
export type BlockContent = Pick<
  ContentBlockFieldsFragment,
  | 'html'
  | 'items'
  | 'images'
  | 'products'
  | 'categories'
  | 'brands'
  | 'brandLines'
  | 'blogPosts'
  | 'blogCategories'
>;

/** The `number` field as a count: a whole number from 1, or the module's default. */
export function itemLimit(number: number | null | undefined, fallback: number): number {
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The first `number` items (all of them when the module does not say). */
export function limited<T>(items: readonly T[] | null | undefined, number: number | null | undefined): T[] {
  return (items ?? []).slice(0, itemLimit(number, Number.MAX_SAFE_INTEGER));
}
