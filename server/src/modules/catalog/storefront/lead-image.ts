/**
 * The image a page leads with (the product's first gallery image, a listing's first card), as the
 * page will draw it: the same candidates (one per width, smallest first, as the storefront's srcset
 * lists them) and the same `sizes`, so the browser's preload of it and the page's <img> pick the same
 * file and it is fetched once, while the page's scripts are still on their way.
 */
import { LISTING_CARD_IMAGE_SIZES, PRODUCT_GALLERY_IMAGE_SIZES } from '@tijara/schema';
import { IMAGE_SIZES, ImageSize, variantDimensions, variantUrl } from '../images/image-sizes';
import type { CardImage, ProductCardRow } from './card-row';

export interface LeadImage {
  /** The <img> src (browsers without srcset). */
  readonly href: string;
  readonly srcset: string;
  readonly sizes: string;
}

function leadImage(image: CardImage, sizes: string, preferred: ImageSize): LeadImage {
  const byWidth = new Map<number, string>();
  for (const size of IMAGE_SIZES) {
    const { width } = variantDimensions(image.width, image.height, size);
    if (width > 0 && !byWidth.has(width)) byWidth.set(width, variantUrl(image.storageKey, size));
  }
  const srcset = [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
  return { href: variantUrl(image.storageKey, preferred), srcset, sizes };
}

export interface ShownCombination {
  readonly isDefault: boolean;
  readonly available: boolean;
  readonly imageIds: readonly number[];
}

/**
 * The combination the product page opens on, as the storefront picks it (product-view.ts,
 * defaultCombinationId): the default one, else the first; moved on to the first available one when
 * it cannot be ordered.
 */
function openingCombination(combinations: readonly ShownCombination[]): ShownCombination | undefined {
  const preferred = combinations.find((combination) => combination.isDefault) ?? combinations[0];
  if (!preferred || preferred.available) return preferred;
  return combinations.find((combination) => combination.available) ?? preferred;
}

/** The gallery opens on that combination's own images when it has some, else on the product's. */
export function galleryLeadImage(
  card: ProductCardRow,
  combinations: readonly ShownCombination[],
): LeadImage | null {
  // Its first image still among the product's (an id may outlive its image), as the gallery does.
  const own = (openingCombination(combinations)?.imageIds ?? [])
    .map((id) => card.images.find((candidate) => candidate.id === id))
    .find((found) => found !== undefined);
  const image = own ?? card.images[0];
  return image ? leadImage(image, PRODUCT_GALLERY_IMAGE_SIZES, ImageSize.PRODUCT_PAGE_LARGE) : null;
}

export function cardLeadImage(card: ProductCardRow | undefined): LeadImage | null {
  const image = card?.images[0];
  return image ? leadImage(image, LISTING_CARD_IMAGE_SIZES, ImageSize.GRID_DISPLAY) : null;
}
