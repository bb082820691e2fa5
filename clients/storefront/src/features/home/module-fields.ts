/**
 * The fields every home module takes (spec §3 "Module fields"), as the content issue's dispatcher
 * will pass them from a staff-composed block. Only those a module acts on are here: size,
 * containerClass, bgColor and wrapperCssClass are layout the storefront's own stylesheet decides.
 */
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
  /** Slides per view on mobile, tablet and desktop, replacing the carousel's own. */
  readonly responsiveNumber?: ResponsiveNumber | null;
}

/** The `number` field as a count: a whole number from 1, or the module's default. */
export function itemLimit(number: number | null | undefined, fallback: number): number {
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : fallback;
}
