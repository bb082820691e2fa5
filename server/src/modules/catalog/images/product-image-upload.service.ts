/**
 * Uploading product images: all the files of a request or none. Every file is checked and rendered
 * (original + variants, see storeImage in the media module) before anything is written, so a bad
 * file costs no write; then, under the product's lock and in one catalogue transaction, the objects
 * are written and the rows inserted. The first image of a product becomes its default. Objects
 * written before a failure are deleted again unless a committed row names them.
 */
import { Permission } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPermission } from '../../../core/access';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { contentKey, ImageRefusedError, renderImage, writeImage } from '../../media';
import type { MediaStorage, RenderedImage } from '../../media';
import type { CatalogueChanges } from '../catalogue-changes';
import { Product } from '../product/product.entity';
import { frenchAlt } from './image-rules';
import { lockProduct, releaseUnusedKeys } from './image-objects';
import { ProductImage } from './product-image.entity';
import { productFrenchName } from './product-names';

export interface ImageUpload {
  /** The name on the client's disk, as sent (only ever shown back). */
  readonly filename: string;
  readonly data: Buffer;
}

export interface UploadedProductImage {
  readonly image: ProductImage;
  readonly filename: string;
  /** Bytes of the upload. */
  readonly size: number;
  /** The French alternative text, or the product's French name. */
  readonly alt: string;
}

interface Prepared extends ImageUpload {
  readonly storageKey: string;
  readonly rendered: RenderedImage;
}

export class ProductImageUploads {
  constructor(
    private readonly storage: MediaStorage,
    private readonly catalogue: CatalogueChanges,
  ) {}

  async upload(
    ctx: RequestContext,
    productId: number,
    files: readonly ImageUpload[],
  ): Promise<UploadedProductImage[]> {
    assertPermission(ctx, Permission.CATALOG_WRITE);
    assertId('productId', productId, 'Product');
    if (files.length === 0) {
      throw new BadUserInputError({ file: ['Choose at least one image'] }, 'No image was sent');
    }
    if ((await ctx.em.count(Product, { id: productId })) === 0) throw new NotFoundError('Product', productId);
    const prepared = await this.prepare(productId, files);
    const written: string[] = [];
    try {
      const images = await this.catalogue.write(ctx, (em) => this.insert(em, productId, prepared, written));
      const name = await productFrenchName(ctx.em, productId);
      return images.map((image, index) => ({
        image,
        filename: prepared[index]?.filename ?? '',
        size: image.byteSize,
        alt: frenchAlt(image.alts, name),
      }));
    } catch (error) {
      await releaseUnusedKeys({
        em: ctx.em,
        log: ctx.log,
        storage: this.storage,
        productId,
        storageKeys: written,
      });
      throw error;
    }
  }

  /** Checks and renders every file; the first refused one fails the request, naming the file. */
  private async prepare(productId: number, files: readonly ImageUpload[]): Promise<Prepared[]> {
    const prepared: Prepared[] = [];
    for (const file of files) {
      try {
        const rendered = await renderImage(file.data);
        prepared.push({ ...file, rendered, storageKey: contentKey(`products/${productId}`, file.data) });
      } catch (error) {
        throw error instanceof ImageRefusedError ? error.forFile(file.filename) : error;
      }
    }
    return prepared;
  }

  private async insert(
    em: EntityManager,
    productId: number,
    prepared: readonly Prepared[],
    written: string[],
  ): Promise<ProductImage[]> {
    await lockProduct(em, productId);
    const existing = await em.find(
      ProductImage,
      { product: productId },
      { fields: ['position', 'isDefault'] },
    );
    let position = Math.max(-1, ...existing.map((image) => image.position)) + 1;
    let needsDefault = !existing.some((image) => image.isDefault);
    const images: ProductImage[] = [];
    for (const file of prepared) {
      written.push(file.storageKey);
      await writeImage(this.storage, file.storageKey, file.rendered);
      images.push(
        em.create(ProductImage, {
          product: em.getReference(Product, productId),
          storageKey: file.storageKey,
          originalName: file.filename.slice(0, 255),
          mimeType: file.rendered.mimeType,
          width: file.rendered.width,
          height: file.rendered.height,
          byteSize: file.data.length,
          position: position++,
          isDefault: needsDefault,
        }),
      );
      needsDefault = false;
    }
    return images;
  }
}
