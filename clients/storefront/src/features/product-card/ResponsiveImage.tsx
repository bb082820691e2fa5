/**
 * A product image over its resized variants: srcset with width descriptors and a sizes attribute, so
 * a 412 px phone fetches the grid size and a wide screen the large one; width and height of the
 * chosen variant, so the box is reserved before the bytes arrive (no layout shift); lazy unless it
 * is the page's first image, which is fetched with high priority and decoded before the frame that
 * shows it (it is usually in the memory cache already, preloaded by the page's head).
 */
import type { ImgHTMLAttributes } from 'react';

/** The three sizes the server resizes to (CardImageSize.size). */
export type ImageSizeName = 'GRID_DISPLAY' | 'SMALL_PRODUCT' | 'PRODUCT_PAGE_LARGE';

export interface ImageVariant {
  readonly size: string;
  readonly url: string;
  /** Pixels of the resized file. */
  readonly width: number;
  readonly height: number;
}

interface Props extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'onLoad'> {
  readonly variants: readonly ImageVariant[];
  readonly alt: string;
  /** The sizes attribute: how wide the image is drawn, per viewport ("(min-width: 992px) 30vw, 100vw"). */
  readonly sizes: string;
  /** The variant for src, width and height (browsers without srcset, the reserved box). */
  readonly preferred?: ImageSizeName;
  /** The page's first image (a grid's first card, the product's main image): eager, fetchpriority high. */
  readonly priority?: boolean;
}

/** "url 160w, url 480w": smallest first, one candidate per width (a small original gives equal sizes). */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  const byWidth = new Map<number, ImageVariant>();
  for (const variant of variants) {
    if (variant.width > 0 && !byWidth.has(variant.width)) byWidth.set(variant.width, variant);
  }
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export function preferredVariant(
  variants: readonly ImageVariant[],
  preferred: ImageSizeName = 'GRID_DISPLAY',
): ImageVariant | undefined {
  return variants.find((variant) => variant.size === preferred) ?? variants[0];
}

export function ResponsiveImage({
  variants,
  alt,
  sizes,
  preferred,
  priority = false,
  className,
  onLoad,
}: Props) {
  const main = preferredVariant(variants, preferred);
  if (!main) return null;
  return (
    <img
      className={className}
      src={main.url}
      srcSet={srcSetOf(variants) || undefined}
      sizes={sizes}
      width={main.width}
      height={main.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onLoad={onLoad}
    />
  );
}
