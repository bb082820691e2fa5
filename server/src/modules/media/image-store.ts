/**
 * Turns an uploaded image into the objects the shop serves: the original, upright and stripped of
 * its metadata (EXIF GPS, camera serials), re-encoded as WebP, and one WebP variant per ImageSize
 * fitted inside its box and never enlarged. Objects live under a content-addressed key (the prefix
 * plus the SHA-256 of the uploaded bytes), so the same bytes always land on the same objects and an
 * object never changes once written: /media/ serves them with an immutable year-long cache.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_SIZE_BOX, IMAGE_SIZES, originalKey, variantKey } from './image-sizes';
import type { ImageSize } from './image-sizes';
import { ImageRefusedError, inspectImage, MAX_INPUT_PIXELS } from './image-inspect';
import type { ImageInfo } from './image-inspect';
import { assertMediaKey } from './media-storage';
import type { MediaStorage } from './media-storage';

export interface StoredImage {
  /** Where the original and the variants live (see originalKey / variantKey). */
  readonly storageKey: string;
  /** The uploaded type, detected from the bytes. */
  readonly mimeType: string;
  /** Upright dimensions of the original, in pixels. */
  readonly width: number;
  readonly height: number;
  /** Size of the upload, in bytes. */
  readonly byteSize: number;
}

export interface RenderedImage extends ImageInfo {
  readonly original: Buffer;
  readonly variants: Readonly<Record<ImageSize, Buffer>>;
}

const WEBP_MIME = 'image/webp';
/** The original stays close to the upload; variants are for screens and may be lighter. */
const ORIGINAL_QUALITY = 90;
const VARIANT_QUALITY = 82;

/** `${keyPrefix}/${first 32 hex of the SHA-256 of the bytes}`: same bytes, same key. */
export function contentKey(keyPrefix: string, input: Buffer): string {
  const digest = createHash('sha256').update(input).digest('hex').slice(0, 32);
  return assertMediaKey(`${keyPrefix}/${digest}`);
}

/** Every object an image has in storage (to delete them, or check they exist). */
export function imageObjectKeys(storageKey: string): string[] {
  return [originalKey(storageKey), ...IMAGE_SIZES.map((size) => variantKey(storageKey, size))];
}

/** Decoding options for untrusted bytes: a pixel budget, upright by EXIF, first frame only. */
function decode(input: Buffer): sharp.Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
}

async function encode(pipeline: sharp.Sharp, quality: number): Promise<Buffer> {
  try {
    // sharp drops EXIF, XMP and ICC unless asked to keep them (colours are converted to sRGB).
    return await pipeline.webp({ quality }).toBuffer();
  } catch {
    // The header was fine (inspectImage) but the pixel data is broken or truncated.
    throw new ImageRefusedError('could not be read: the image data is damaged');
  }
}

/**
 * The original and every variant, in memory. Exported for the demo seeder, which renders generated
 * pictures the same way. One size at a time, so memory stays at one decoded image.
 */
export async function renderImage(input: Buffer): Promise<RenderedImage> {
  const info = await inspectImage(input);
  const original = await encode(decode(input), ORIGINAL_QUALITY);
  const variants = {} as Record<ImageSize, Buffer>;
  for (const size of IMAGE_SIZES) {
    const box = IMAGE_SIZE_BOX[size];
    const resized = decode(input).resize({ ...box, fit: 'inside', withoutEnlargement: true });
    variants[size] = await encode(resized, VARIANT_QUALITY);
  }
  return { ...info, original, variants };
}

/** Writes a rendered image's objects under `storageKey` (overwriting is harmless: same content). */
export async function writeImage(
  storage: MediaStorage,
  storageKey: string,
  image: RenderedImage,
): Promise<void> {
  await storage.put(originalKey(storageKey), image.original, WEBP_MIME);
  for (const size of IMAGE_SIZES) {
    await storage.put(variantKey(storageKey, size), image.variants[size], WEBP_MIME);
  }
}

/**
 * Checks, renders and writes an upload. Refuses what is not an accepted image with
 * BadUserInputError({file}) (an ImageRefusedError) before anything is written.
 */
export async function storeImage(
  storage: MediaStorage,
  input: Buffer,
  keyPrefix: string,
): Promise<StoredImage> {
  const storageKey = contentKey(keyPrefix, input);
  const image = await renderImage(input);
  await writeImage(storage, storageKey, image);
  return storedImageOf(storageKey, image, input.length);
}

export function storedImageOf(storageKey: string, image: RenderedImage, byteSize: number): StoredImage {
  return { storageKey, mimeType: image.mimeType, width: image.width, height: image.height, byteSize };
}
