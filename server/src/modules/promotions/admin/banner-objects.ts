/**
 * A promotion's banner image lives in media storage under `promotions/<id>/<content hash>` (the
 * original and its variants, see the media module). Objects are written, and removed, while the
 * promotion's row is locked (SELECT ... FOR UPDATE), so an upload and a cleanup of the same
 * promotion never interleave: a cleanup removes objects only when the row does not name them once it
 * holds the lock (a re-upload of the same bytes lands on the same key and keeps them).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context';
import { imageObjectKeys } from '../../media';
import type { MediaStorage } from '../../media';

export interface LockedBanner {
  readonly id: number;
  readonly shopUuid: string;
  readonly bannerThumbKey: string | null;
}

/** Locks the promotion's row until the transaction ends; null when it does not exist. */
export async function lockPromotionRow(em: EntityManager, id: number): Promise<LockedBanner | null> {
  const rows = await em.execute<{ id: number; shop_uuid: string; banner_thumb_key: string | null }[]>(
    'select id, shop_uuid, banner_thumb_key from promotion where id = ? for update',
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, shopUuid: row.shop_uuid, bannerThumbKey: row.banner_thumb_key } : null;
}

/**
 * Deletes the objects of `storageKey` unless the promotion names it (again). Failures are logged,
 * not thrown: the change the caller made is committed, and a left-over object harms nobody.
 */
export async function releaseBanner(
  ctx: RequestContext,
  storage: MediaStorage,
  promotionId: number,
  storageKey: string | null,
): Promise<void> {
  if (storageKey === null) return;
  try {
    await ctx.em.transactional(async (em) => {
      const row = await lockPromotionRow(em, promotionId);
      if (row?.bannerThumbKey !== storageKey) await storage.delete(imageObjectKeys(storageKey));
    });
  } catch (error) {
    ctx.log.warn({ err: error, promotionId, storageKey }, 'Could not remove an unused promotion banner');
  }
}
