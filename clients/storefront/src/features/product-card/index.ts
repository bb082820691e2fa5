/**
 * The product card (image with hover swap, badges, category, name, brand, prices, add-to-cart slot),
 * the grids that lay cards out, and the responsive image the product page reuses; with their texts.
 * Other features spread the `ProductCardFields` fragment (product-card.graphql) to feed a card.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { ProductCard, GRID_IMAGE_SIZES } from './ProductCard';
export { ProductGrid, LISTING_IMAGE_SIZES } from './ProductGrid';
export type { GridLayout } from './ProductGrid';
export { ResponsiveImage, srcSetOf, preferredVariant } from './ResponsiveImage';
export type { ImageSizeName, ImageVariant } from './ResponsiveImage';
/** The text a product without a name shows (the product page says it too). */
export { messages as productCardMessages } from './messages';

export const catalogue = catalogueOf(messages, translations);
