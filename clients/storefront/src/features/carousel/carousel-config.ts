/**
 * How many slides each kind of carousel shows (spec §9: desktop/tablet/mobile, plus 0.2 so the next
 * slide peeks in and says "there is more") and how long autoplay waits on each slide (2500, 3000 or
 * 3100 ms). Pure data: the track's CSS reads the counts, the lazy enhancement reads the delays.
 */
export type CarouselKind = 'products' | 'brands' | 'categories' | 'brandLines' | 'blogPosts';

export interface SlidesPerView {
  readonly mobile: number;
  readonly tablet: number;
  readonly desktop: number;
}

/** What a slide adds to the count so the next one shows a little. */
export const PEEK = 0.2;

export const SLIDES_PER_VIEW: Readonly<Record<CarouselKind, SlidesPerView>> = {
  products: { desktop: 5, tablet: 3, mobile: 2 },
  brands: { desktop: 8, tablet: 6, mobile: 4 },
  categories: { desktop: 8, tablet: 6, mobile: 4 },
  brandLines: { desktop: 5, tablet: 3, mobile: 2 },
  blogPosts: { desktop: 3, tablet: 2, mobile: 1 },
};

/**
 * Autoplay delay per kind, in ms. Logos are small and many, so they move fastest; products, which
 * a shopper reads, a little slower; brand lines and blog posts slowest.
 */
export const AUTOPLAY_DELAY_MS: Readonly<Record<CarouselKind, number>> = {
  brands: 2500,
  categories: 2500,
  products: 3000,
  brandLines: 3100,
  blogPosts: 3100,
};

/** The kind's counts, each replaced by a module's own (responsiveNumber) when it is a whole number ≥ 1. */
export function slidesPerView(kind: CarouselKind, override?: Partial<SlidesPerView> | null): SlidesPerView {
  const base = SLIDES_PER_VIEW[kind];
  const pick = (key: keyof SlidesPerView) => {
    const value = override?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : base[key];
  };
  return { mobile: pick('mobile'), tablet: pick('tablet'), desktop: pick('desktop') };
}
