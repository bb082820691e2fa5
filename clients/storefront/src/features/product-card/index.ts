/**
 * The product card (image with hover swap, badges, category, name, brand, prices, add-to-cart slot),
 * the grids that lay cards out, and the responsive image the product page reuses; with their texts.
 * Other features spread the `ProductCardFields` fragment (product-card.graphql) to feed a card.
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export { ProductCard, GRID_IMAGE_SIZES } from './ProductCard';
export { ProductGrid, LISTING_IMAGE_SIZES } from './ProductGrid';
export type { GridLayout } from './ProductGrid';
export { ResponsiveImage, srcSetOf, preferredVariant } from './ResponsiveImage';
export type { ImageSizeName, ImageVariant } from './ResponsiveImage';
/** The text a product without a name shows (the product page says it too). */
export { messages as productCardMessages } from './messages';

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
