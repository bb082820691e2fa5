/**
 * The image a page leads with (the product's first gallery image, a listing's first card), as the
 * page will draw it: the same candidates (one per width, smallest first, as the storefront's srcset
 * lists them) and the same `sizes`, so the browser's preload of it and the page's <img> pick the same
 * file and it is fetched once, while the page's scripts are still on their way.
 */
import {
  LISTING_CARD_IMAGE_SIZES,
  PRODUCT_GALLERY_IMAGE_SIZES,
  galleryPhotos,
  openingCombination,
} from '@tijara/schema';
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

/** The first photo of the gallery, on the combination the page opens on (the storefront's own rules). */
export function galleryLeadImage(
  card: ProductCardRow,
  combinations: readonly ShownCombination[],
): LeadImage | null {
  const [image] = galleryPhotos(card.images, openingCombination(combinations)?.imageIds ?? []);
  return image ? leadImage(image, PRODUCT_GALLERY_IMAGE_SIZES, ImageSize.PRODUCT_PAGE_LARGE) : null;
}

export function cardLeadImage(card: ProductCardRow | undefined): LeadImage | null {
  const image = card?.images[0];
  return image ? leadImage(image, LISTING_CARD_IMAGE_SIZES, ImageSize.GRID_DISPLAY) : null;
}
