/**
 * Pure rules of the product page: which combination starts selected, which images the gallery shows
 * for it, and which price it costs (TTC centimes, the promotion's when one lowers it).
 */
import { galleryPhotos, openingCombination } from '@tijara/schema';
import type { ProductPageQuery } from '../../__generated__/graphql';

export type ProductDetail = ProductPageQuery['productPage'];
export type Product = ProductDetail['product'];
export type Combination = Product['combinations'][number];
export type ProductImage = Product['images'][number];
export type Pack = NonNullable<ProductDetail['pack']>;
export type PackComponent = Pack['items'][number];
export type PackChoice = PackComponent['choices'][number];

interface Selectable {
  readonly id: number;
  readonly isDefault: boolean;
  readonly available: boolean;
}

/** The spec's preselection (openingCombination of @tijara/schema, the server's too); null without combinations. */
export function defaultCombinationId(combinations: readonly Selectable[]): number | null {
  return openingCombination(combinations)?.id ?? null;
}

/** The combination's own images (in its order) when it has some, else every product image. */
export function galleryImages(
  images: readonly ProductImage[],
  combination: Combination | null,
): readonly ProductImage[] {
  return galleryPhotos(images, combination?.imageIds ?? []);
}

export interface PriceView {
  /** What the shopper pays, TTC centimes. */
  readonly current: number;
  /** The price before the promotion, struck through; null without a promotion. */
  readonly old: number | null;
}

/** The price of the product, or of the chosen combination when there is one. */
export function priceOf(product: Product, combination: Combination | null): PriceView {
  const source = combination ?? product;
  const { priceTtc, priceAfterPromotion } = source;
  if (priceAfterPromotion === null || priceAfterPromotion >= priceTtc) {
    return { current: priceTtc, old: null };
  }
  return { current: priceAfterPromotion, old: priceTtc };
}

/** Whether anything of the product can be ordered now. */
export function isOrderable(product: Product): boolean {
  return product.inStock;
}

/** The first size found among the preferred ones, for a src; undefined when the image has none. */
export function imageUrl(image: ProductImage, preferred: readonly string[]): string | undefined {
  for (const size of preferred) {
    const found = image.sizes.find((s) => s.size === size);
    if (found) return found.url;
  }
  return image.sizes[0]?.url;
}
