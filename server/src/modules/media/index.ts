/** Media: where uploaded files are stored, behind one small interface, and how images are prepared. */
export { LocalDiskStorage } from './local-disk-storage';
export { assertMediaKey, isMediaKey } from './media-storage';
export type { MediaStorage, StoredObject } from './media-storage';
export { S3Storage } from './s3-storage';
export type { S3Config } from './s3-storage';
export {
  IMAGE_SIZE_BOX,
  IMAGE_SIZES,
  ImageSize,
  MEDIA_URL_PREFIX,
  mediaUrl,
  originalKey,
  variantKey,
  variantDimensions,
  variantUrl,
} from './image-sizes';
export { ImageRefusedError, inspectImage, MAX_INPUT_PIXELS } from './image-inspect';
export type { ImageInfo } from './image-inspect';
export {
  contentKey,
  imageObjectKeys,
  renderImage,
  storedImageOf,
  storeImage,
  writeImage,
} from './image-store';
export type { RenderedImage, StoredImage } from './image-store';
export { mediaModule } from './media.module';
