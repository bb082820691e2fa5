/**
 * Staff changes to a product's images once uploaded: delete, attach to a combination or detach,
 * mark the default, edit the alternative texts. Each is one catalogue transaction under the
 * product's row lock (image-objects.ts), which serialises concurrent changes to one product: two
 * "set default" calls never meet in the partial unique index, and a deleted default always gets a
 * successor. The REST shims and GraphQL call the same methods.
 */
import { Permission } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPermission } from '../../../core/access';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import type { MediaStorage } from '../../media';
import type { CatalogueChanges } from '../catalogue-changes';
import { frenchAlt, normaliseAlts, successorOf } from './image-rules';
import type { AltsInput } from './image-rules';
import { lockProduct, releaseUnusedKeys } from './image-objects';
import { ProductImage } from './product-image.entity';
import { productFrenchName } from './product-names';

export interface RemovedProductImage {
  /** The row as it was (no longer in the database). */
  readonly image: ProductImage;
  readonly productId: number;
  /** The product's default image after the delete, or null when it has none left. */
  readonly defaultImage: ProductImage | null;
}

const IMAGE = 'Product image';

export class ProductImagesService {
  constructor(
    private readonly storage: MediaStorage,
    private readonly catalogue: CatalogueChanges,
  ) {}

  /** Runs `work` on the image's product, locked, with the image loaded fresh (404 when missing). */
  private onLockedImage<T>(
    ctx: RequestContext,
    imageId: number,
    work: (em: EntityManager, image: ProductImage, images: ProductImage[]) => Promise<T> | T,
  ): Promise<T> {
    assertPermission(ctx, Permission.CATALOG_WRITE);
    assertId('imageId', imageId, IMAGE);
    return this.catalogue.write(ctx, async (em) => {
      // Read without loading the entity: it is loaded after the lock, so it is never stale.
      const [row] = await em.execute<{ product_id: number }[]>(
        'select product_id from product_image where id = ?',
        [imageId],
      );
      if (!row) throw new NotFoundError(IMAGE, imageId);
      await lockProduct(em, row.product_id);
      const images = await em.find(ProductImage, { product: row.product_id });
      const image = images.find((candidate) => candidate.id === imageId);
      if (!image) throw new NotFoundError(IMAGE, imageId);
      return work(em, image, images);
    });
  }

  async setDefault(ctx: RequestContext, imageId: number): Promise<ProductImage> {
    return this.onLockedImage(ctx, imageId, async (em, image, images) => {
      const previous = images.filter((other) => other.isDefault && other !== image);
      if (previous.length > 0) {
        for (const other of previous) other.isDefault = false;
        // Cleared first, in its own statement: the partial unique index allows one default at a time.
        await em.flush();
      }
      image.isDefault = true;
      return image;
    });
  }

  async delete(ctx: RequestContext, imageId: number): Promise<RemovedProductImage> {
    const removed = await this.onLockedImage(ctx, imageId, async (em, image, images) => {
      const successorId = image.isDefault ? successorOf(images, image.id) : null;
      // Its combination links go with it (ON DELETE CASCADE on combination_image).
      em.remove(image);
      await em.flush();
      const successor = images.find((other) => other.id === successorId);
      if (successor) successor.isDefault = true;
      const defaultImage = successor ?? images.find((other) => other.isDefault && other !== image) ?? null;
      return { image, productId: image.product.id, defaultImage };
    });
    await releaseUnusedKeys({
      em: ctx.em,
      log: ctx.log,
      storage: this.storage,
      productId: removed.productId,
      storageKeys: [removed.image.storageKey],
    });
    return removed;
  }

  /** Idempotent: attaching an attached image changes nothing. */
  attachToCombination(ctx: RequestContext, combinationId: number, imageId: number): Promise<ProductImage> {
    return this.link(ctx, combinationId, imageId, 'attach');
  }

  /** Idempotent: detaching an image that is not attached changes nothing. */
  detachFromCombination(ctx: RequestContext, combinationId: number, imageId: number): Promise<ProductImage> {
    return this.link(ctx, combinationId, imageId, 'detach');
  }

  private link(
    ctx: RequestContext,
    combinationId: number,
    imageId: number,
    change: 'attach' | 'detach',
  ): Promise<ProductImage> {
    assertPermission(ctx, Permission.CATALOG_WRITE);
    assertId('combinationId', combinationId, 'Combination');
    return this.onLockedImage(ctx, imageId, async (em, image) => {
      const [combination] = await em.execute<{ product_id: number }[]>(
        'select product_id from combination where id = ?',
        [combinationId],
      );
      if (!combination) throw new NotFoundError('Combination', combinationId);
      if (combination.product_id !== image.product.id) {
        throw new BadUserInputError(
          { imageId: ["The image belongs to another product than the combination's"] },
          'The image and the combination are of different products',
        );
      }
      const sql =
        change === 'attach'
          ? 'insert into combination_image (combination_id, product_image_id) values (?, ?) on conflict do nothing'
          : 'delete from combination_image where combination_id = ? and product_image_id = ?';
      await em.execute(sql, [combinationId, imageId], 'run');
      return image;
    });
  }

  async updateAlts(ctx: RequestContext, imageId: number, input: AltsInput): Promise<ProductImage> {
    assertPermission(ctx, Permission.CATALOG_WRITE);
    const alts = normaliseAlts(input);
    return this.onLockedImage(ctx, imageId, (_em, image) => {
      image.alts = alts;
      return image;
    });
  }

  /** The French alternative text, or the product's French name (the legacy `alt`). */
  async frenchAltOf(ctx: RequestContext, image: ProductImage): Promise<string> {
    return frenchAlt(image.alts, await productFrenchName(ctx.em, image.product.id));
  }
}
