/**
 * The product image sizes and media URLs, as the catalogue's readers know them. They are defined in
 * the media module, which generates the variants (so media never imports the catalogue, which uses
 * media to store its images); re-exported here so catalogue code keeps one place to import from.
 */
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
} from '../../media';
