/**
 * GraphQL face of product images: the staff mutations (same service as the REST shims) and the
 * computed fields of the ProductImage type (URLs are derived from the storage key, no query).
 * Uploads stay on REST (multipart); GraphQL edits what was uploaded.
 */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { IMAGE_SIZES, mediaUrl, originalKey, variantUrl } from '../../media';
import { combinationIdsOf } from './product-gallery';
import { ProductImage } from './product-image.entity';
import { ProductImageAltsInput } from './product-image.inputs';
import { DeletedProductImage, ProductImageAlts, ProductImageVariant } from './product-image.results';
import type { ProductImagesService } from './product-images.service';

@Resolver(() => ProductImage)
export class ProductImageResolver {
  constructor(private readonly service: ProductImagesService) {}

  @FieldResolver(() => ProductImageAlts)
  alts(@Root() image: ProductImage): ProductImageAlts {
    return { fr: image.alts?.fr ?? null, en: image.alts?.en ?? null, ar: image.alts?.ar ?? null };
  }

  @FieldResolver(() => [ProductImageVariant], {
    description: 'Every resized variant: GRID_DISPLAY, SMALL_PRODUCT, PRODUCT_PAGE_LARGE.',
  })
  sizes(@Root() image: ProductImage): ProductImageVariant[] {
    return IMAGE_SIZES.map((size) => ({ size, url: variantUrl(image.storageKey, size) }));
  }

  @FieldResolver(() => String, { description: "The uploaded file's name, as staff chose it." })
  name(@Root() image: ProductImage): string {
    return image.originalName;
  }

  @FieldResolver(() => Int, { description: 'Size of the uploaded file, in bytes.' })
  sizeBytes(@Root() image: ProductImage): number {
    return image.byteSize;
  }

  @FieldResolver(() => [Int], { description: 'The combinations showing it (batched: one query per answer).' })
  combinationIds(@Root() image: ProductImage, @Ctx() ctx: RequestContext): Promise<number[]> {
    return combinationIdsOf(ctx, image.id);
  }

  @FieldResolver(() => String, { description: 'The upright original re-encoded as WebP, metadata removed.' })
  originalUrl(@Root() image: ProductImage): string {
    return mediaUrl(originalKey(image.storageKey));
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ProductImage, { description: 'Shows the image on the combination (idempotent).' })
  attachImageToCombination(
    @Ctx() ctx: RequestContext,
    @Arg('combinationId', () => Int) combinationId: number,
    @Arg('imageId', () => Int) imageId: number,
  ): Promise<ProductImage> {
    return this.service.attachToCombination(ctx, combinationId, imageId);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ProductImage, { description: 'Stops showing the image on the combination (idempotent).' })
  detachImageFromCombination(
    @Ctx() ctx: RequestContext,
    @Arg('combinationId', () => Int) combinationId: number,
    @Arg('imageId', () => Int) imageId: number,
  ): Promise<ProductImage> {
    return this.service.detachFromCombination(ctx, combinationId, imageId);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ProductImage, { description: "Makes it the product's only default image." })
  setDefaultProductImage(
    @Ctx() ctx: RequestContext,
    @Arg('imageId', () => Int) imageId: number,
  ): Promise<ProductImage> {
    return this.service.setDefault(ctx, imageId);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => DeletedProductImage, {
    description:
      'Deletes the image and its combination links; a deleted default is succeeded by the next image.',
  })
  async deleteProductImage(
    @Ctx() ctx: RequestContext,
    @Arg('imageId', () => Int) imageId: number,
  ): Promise<DeletedProductImage> {
    const removed = await this.service.delete(ctx, imageId);
    return { id: imageId, productId: removed.productId, defaultImage: removed.defaultImage };
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ProductImage, { description: 'Replaces the alternative texts (empty ones are removed).' })
  updateProductImageAlt(
    @Ctx() ctx: RequestContext,
    @Arg('imageId', () => Int) imageId: number,
    @Arg('alts', () => ProductImageAltsInput) alts: ProductImageAltsInput,
  ): Promise<ProductImage> {
    return this.service.updateAlts(ctx, imageId, alts);
  }
}
