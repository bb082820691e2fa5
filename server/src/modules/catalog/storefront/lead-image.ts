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

/** The gallery opens on the default combination's own images when it has some, else the product's. */
export function galleryLeadImage(card: ProductCardRow): LeadImage | null {
  const byDefault = card.combinations.find((combination) => combination.isDefault);
  const ownId = byDefault?.imageIds[0];
  const image = card.images.find((candidate) => candidate.id === ownId) ?? card.images[0];
  return image ? leadImage(image, PRODUCT_GALLERY_IMAGE_SIZES, ImageSize.PRODUCT_PAGE_LARGE) : null;
}

export function cardLeadImage(card: ProductCardRow | undefined): LeadImage | null {
  const image = card?.images[0];
  return image ? leadImage(image, LISTING_CARD_IMAGE_SIZES, ImageSize.GRID_DISPLAY) : null;
}
