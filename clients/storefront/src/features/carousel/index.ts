/**
 * Carousels: a native scroll-snap row sized per kind (products, brands, categories, brand lines,
 * blog posts), enhanced after first paint by Embla and its autoplay, loaded on demand; with texts
 * (`catalogue`: in the app's first catalogue, or brought by the page that shows carousels in its
 * CatalogueScope, as the home page does).
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { AUTOPLAY_DELAY_MS, SLIDES_PER_VIEW, slidesPerView } from './carousel-config';
export type { CarouselKind, SlidesPerView } from './carousel-config';
/** "carrousel" and "diapositive", for another rotating block (the home's promo banner). */
export { messages as carouselMessages } from './messages';

export const catalogue = catalogueOf(messages, translations);
