/**
 * Decides from the bytes alone whether an upload is an image we take, before anything is decoded in
 * full: JPEG, PNG, WebP, GIF and AVIF only. SVG is refused (it can carry script), and so is every
 * other format libvips could read (TIFF, PDF, HEIC...): the list is what browsers show everywhere.
 * Dimensions are checked against a pixel budget, so a small file that would decode to gigabytes (a
 * decompression bomb) is refused from its header.
 */
import sharp from 'sharp';
import { BadUserInputError } from '../../core/errors';

/** 40 megapixels: above any product photo (a 24 MP camera gives 6000 x 4000), far below a bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageInfo {
  /** Detected from the content: image/jpeg, image/png, image/webp, image/gif or image/avif. */
  readonly mimeType: string;
  /** Upright dimensions (after the EXIF orientation is applied), in pixels. */
  readonly width: number;
  readonly height: number;
}

const NOT_AN_IMAGE = 'is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)';

/**
 * Bad input under `file` (the upload field every caller uses). `detail` completes a sentence whose
 * subject is the file, so a caller that knows the file's name can say which one (`forFile`).
 */
export class ImageRefusedError extends BadUserInputError {
  constructor(readonly detail: string = NOT_AN_IMAGE) {
    super({ file: [`The file ${detail}`] }, `The file ${detail}`);
  }

  forFile(name: string): BadUserInputError {
    const subject = name === '' ? 'The file' : `"${name}"`;
    return new BadUserInputError({ file: [`${subject} ${this.detail}`] }, `${subject} ${this.detail}`);
  }
}

function mimeTypeOf(metadata: sharp.Metadata): string | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return `image/${metadata.format}`;
    case 'heif':
      // HEIF holds AVIF (AV1) and HEIC (HEVC); only AVIF is shown by every browser.
      return metadata.compression === 'av1' ? 'image/avif' : undefined;
    default:
      return undefined;
  }
}

/** Throws ImageRefusedError (bad input, `file`) when the bytes are not an accepted image or are too large. */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here; the budget is checked below, with a message saying why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError();
  }
  const mimeType = mimeTypeOf(metadata);
  if (mimeType === undefined) throw new ImageRefusedError();
  // Animated images are read for their first frame only, so the budget is per frame.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) {
    const megapixels = Math.ceil((metadata.width * frameHeight) / 1_000_000);
    throw new ImageRefusedError(
      `is ${megapixels} megapixels, more than the ${MAX_INPUT_PIXELS / 1_000_000} allowed`,
    );
  }
  return { mimeType, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
