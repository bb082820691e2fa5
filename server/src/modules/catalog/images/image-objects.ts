/**
 * Keeps storage and rows in step. Objects are content-addressed and may be shared by rows (the same
 * bytes uploaded twice), so an object is deleted only when no row names its key. Every writer that
 * adds or removes a row naming a key holds the product's row lock while it writes objects and until
 * it commits; cleanups take the same lock before looking, so a cleanup never deletes objects that
 * a concurrent upload of the same bytes has just written and is about to name.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../core/errors';
import type { Logger } from '../../../core/logger';
import { imageObjectKeys } from '../../media';
import type { MediaStorage } from '../../media';
import { ProductImage } from './product-image.entity';

const LOCK_PRODUCT = 'select id from product where id = ? for update';

/** Serialises image writes of one product until the transaction ends; 404 when it does not exist. */
export async function lockProduct(em: EntityManager, productId: number): Promise<void> {
  const rows = await em.execute<{ id: number }[]>(LOCK_PRODUCT, [productId]);
  if (rows.length === 0) throw new NotFoundError('Product', productId);
}

export interface ReleaseOptions {
  readonly em: EntityManager;
  readonly storage: MediaStorage;
  readonly log: Logger;
  readonly productId: number;
  readonly storageKeys: readonly string[];
}

/**
 * Deletes the objects of the keys no row names any more (after a delete, or after an upload that
 * failed). Never throws: the caller's own outcome matters more, and a leftover object is only
 * wasted space; it is logged.
 */
export async function releaseUnusedKeys({
  em,
  storage,
  log,
  productId,
  storageKeys,
}: ReleaseOptions): Promise<void> {
  const keys = [...new Set(storageKeys)];
  if (keys.length === 0) return;
  try {
    await em.fork().transactional(async (tx) => {
      // The product may be gone (its rows with it): then there is nothing to wait for.
      await tx.execute(LOCK_PRODUCT, [productId]);
      const used = await tx.find(ProductImage, { storageKey: { $in: keys } }, { fields: ['storageKey'] });
      const named = new Set(used.map((image) => image.storageKey));
      const unused = keys.filter((key) => !named.has(key));
      await storage.delete(unused.flatMap(imageObjectKeys));
    });
  } catch (error) {
    log.warn({ err: error, storageKeys: keys }, 'Could not delete unused image objects');
  }
}
