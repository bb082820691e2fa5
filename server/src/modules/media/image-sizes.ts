/**
 * The resized variants every product image gets (named as the legacy screens name them), and where
 * they are found. A variant's key is derived from the image's storage key, so listings build URLs
 * without loading anything; media is always served under /media/ (from disk, or proxied from
 * object storage), so a CDN in front needs no configuration of its own.
 */
export const ImageSize = {
  GRID_DISPLAY: 'GRID_DISPLAY',
  SMALL_PRODUCT: 'SMALL_PRODUCT',
  PRODUCT_PAGE_LARGE: 'PRODUCT_PAGE_LARGE',
} as const;
export type ImageSize = (typeof ImageSize)[keyof typeof ImageSize];

export const IMAGE_SIZES: readonly ImageSize[] = Object.values(ImageSize);

/** Bounding boxes in pixels: the image is fitted inside (never cropped, never enlarged). */
export const IMAGE_SIZE_BOX: Readonly<Record<ImageSize, { width: number; height: number }>> = {
  GRID_DISPLAY: { width: 480, height: 480 },
  SMALL_PRODUCT: { width: 160, height: 160 },
  PRODUCT_PAGE_LARGE: { width: 1200, height: 1200 },
};

export const MEDIA_URL_PREFIX = '/media/';

/** Key of the re-encoded original (WebP, metadata stripped). */
export function originalKey(storageKey: string): string {
  return `${storageKey}/original.webp`;
}

export function variantKey(storageKey: string, size: ImageSize): string {
  return `${storageKey}/${size.toLowerCase().replace(/_/g, '-')}.webp`;
}

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

export function variantUrl(storageKey: string, size: ImageSize): string {
  return mediaUrl(variantKey(storageKey, size));
}

/**
 * A variant's pixel size from the original's, as the resize makes it (fitted inside the box, never
 * enlarged, the long side exactly the box's), so pages can reserve the space without loading it.
 */
export function variantDimensions(
  width: number,
  height: number,
  size: ImageSize,
): { width: number; height: number } {
  const box = IMAGE_SIZE_BOX[size];
  if (width <= box.width && height <= box.height) return { width, height };
  if (width * box.height >= height * box.width) {
    return { width: box.width, height: Math.max(1, Math.round((height * box.width) / width)) };
  }
  return { width: Math.max(1, Math.round((width * box.height) / height)), height: box.height };
}
