/**
 * Pure rules of the product page: which combination starts selected, which images the gallery shows
 * for it, and which price it costs (TTC centimes, the promotion's when one lowers it).
 */
import { galleryPhotos, openingCombination } from '@tijara/schema';
import type { ProductPageQuery } from '../../__generated__/graphql';
import { attributesOf, cartLineOf } from '../cart';
import type { CartLine } from '../cart';

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

/**
 * What the buy box adds or orders (quantity 1; the box sets its own): the chosen combination at its
 * price, with a small photo and its values; null when it cannot be bought now (sold out, or a product
 * with combinations and none chosen).
 */
export function buyableLine(
  product: Product,
  combination: Combination | null,
  name: string,
  images: readonly ProductImage[],
): CartLine | null {
  if (!isOrderable(product)) return null;
  if (product.combinations.length > 0 && (!combination || !combination.available)) return null;
  const photo = images[0];
  return cartLineOf({
    productId: product.id,
    combinationId: combination?.id ?? null,
    unitPrice: priceOf(product, combination).current,
    name,
    image: photo ? (imageUrl(photo, ['SMALL_PRODUCT', 'GRID_DISPLAY']) ?? null) : null,
    attributes: combination ? attributesOf(combination.values) : null,
  });
}
