/**
 * Back-office REST for product images (the legacy screens take these URLs from page attributes, so
 * the paths are ours). All need CATALOG_WRITE and X-CSRF-Token.
 *   POST   /dashboard/api/product/:productId/images            multipart, files in `file` (also
 *          `file[]`, `file[N]`) -> [{id, name, size, removeUrl, path, alt}], all files or none
 *   DELETE /dashboard/api/product/image/:imageId               -> data = the image as it was, plus
 *          defaultImageId (the product's default now: the next image when the default went)
 *   POST   /dashboard/api/product/combination/:combinationId/image/:imageId   attach (idempotent)
 *   DELETE /dashboard/api/product/combination/:combinationId/image/:imageId   detach (idempotent)
 *   POST   /dashboard/api/product/image/:imageId/default        mark the product's default image
 * The four last answer the generic form shape {success: true, message, data: {...the image}, errors: {}}.
 */
import { Permission } from '@tijara/schema';
import type { Request } from 'express';
import { AppError } from '../../../core/errors';
import { IMAGE_SIZES, ImageSize, mediaUrl, originalKey, variantUrl } from '../images/image-sizes';
import { isImageField } from '../images/image-rules';
import type { ProductImage } from '../images/product-image.entity';
import type { ProductImagesService } from '../images/product-images.service';
import type { ProductImageUploads } from '../images/product-image-upload.service';
import { readFormBody } from '../../../rest/form-body';
import { pathId } from '../../../rest/params';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute, RouteContext } from '../../../rest/route';

export interface ProductImageRouteOptions {
  readonly uploads: ProductImageUploads;
  readonly images: ProductImagesService;
}

const CATALOG_WRITE = { permission: Permission.CATALOG_WRITE } as const;

export function removeUrlOf(imageId: number): string {
  return `/dashboard/api/product/image/${imageId}`;
}

/** The image as the generic-form answers carry it. */
export function imageData(image: ProductImage, alt: string) {
  return {
    id: image.id,
    productId: image.product.id,
    name: image.originalName,
    alt,
    isDefault: image.isDefault,
    position: image.position,
    width: image.width,
    height: image.height,
    path: variantUrl(image.storageKey, ImageSize.PRODUCT_PAGE_LARGE),
    removeUrl: removeUrlOf(image.id),
    originalUrl: mediaUrl(originalKey(image.storageKey)),
    sizes: Object.fromEntries(IMAGE_SIZES.map((size) => [size, variantUrl(image.storageKey, size)])),
  };
}

/** Upload widgets name the field file[0], file[1]...: errors about any of them are under `file`. */
async function readUpload(req: Request): Promise<FormBody> {
  try {
    return await readFormBody(req);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const messages = Object.entries(error.fieldErrors).flatMap(([field, list]) =>
      isImageField(field) ? list : [],
    );
    if (messages.length === 0) throw error;
    throw new AppError(error.code, error.message, { file: messages });
  }
}

export function productImageRoutes({ uploads, images }: ProductImageRouteOptions): RestRoute[] {
  // The legacy screens' generic form answer: {success, message, data, errors}.
  const answer = async (ctx: RouteContext, image: ProductImage, message: string, extra: object = {}) => ({
    success: true,
    message,
    data: { ...imageData(image, await images.frenchAltOf(ctx, image)), ...extra },
    errors: {},
  });
  return [
    route('post', '/dashboard/api/product/:productId/images', CATALOG_WRITE, async (ctx, req, res) => {
      const productId = pathId(req, 'productId');
      const form = await readUpload(req);
      const files = form.files.filter((file) => isImageField(file.field));
      const stored = await uploads.upload(ctx, productId, files);
      res.json(
        stored.map(({ image, filename, size, alt }) => ({
          id: image.id,
          name: filename,
          size,
          removeUrl: removeUrlOf(image.id),
          path: variantUrl(image.storageKey, ImageSize.PRODUCT_PAGE_LARGE),
          alt,
        })),
      );
    }),
    route('delete', '/dashboard/api/product/image/:imageId', CATALOG_WRITE, async (ctx, req, res) => {
      const removed = await images.delete(ctx, pathId(req, 'imageId'));
      const defaultImageId = removed.defaultImage?.id ?? null;
      res.json(await answer(ctx, removed.image, 'Image deleted', { defaultImageId }));
    }),
    route(
      'post',
      '/dashboard/api/product/combination/:combinationId/image/:imageId',
      CATALOG_WRITE,
      async (ctx, req, res) => {
        const image = await images.attachToCombination(
          ctx,
          pathId(req, 'combinationId'),
          pathId(req, 'imageId'),
        );
        res.json(await answer(ctx, image, 'Image attached to the combination'));
      },
    ),
    route(
      'delete',
      '/dashboard/api/product/combination/:combinationId/image/:imageId',
      CATALOG_WRITE,
      async (ctx, req, res) => {
        const image = await images.detachFromCombination(
          ctx,
          pathId(req, 'combinationId'),
          pathId(req, 'imageId'),
        );
        res.json(await answer(ctx, image, 'Image detached from the combination'));
      },
    ),
    route('post', '/dashboard/api/product/image/:imageId/default', CATALOG_WRITE, async (ctx, req, res) => {
      const image = await images.setDefault(ctx, pathId(req, 'imageId'));
      res.json(await answer(ctx, image, 'Default image set'));
    }),
  ];
}
