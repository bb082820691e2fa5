/**
 * Carousels: a native scroll-snap row sized per kind (products, brands, categories, brand lines,
 * blog posts), enhanced after first paint by Embla and its autoplay, loaded on demand; with texts
 * (`catalogue`: in the app's first catalogue, or brought by the page that shows carousels in its
 * CatalogueScope, as the home page does).
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { AUTOPLAY_DELAY_MS, SLIDES_PER_VIEW, slidesPerView } from './carousel-config';
export type { CarouselKind, SlidesPerView } from './carousel-config';
/** "carrousel" and "diapositive", for another rotating block (the home's promo banner). */
export { messages as carouselMessages } from './messages';

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
