/**
 * A promotion's banner thumbnail: an uploaded image checked by its content (the media module's
 * renderImage: JPEG, PNG, WebP, GIF or AVIF, decompression bombs refused), re-encoded with its
 * variants under `promotions/<id>/<content hash>`, then named by the promotion in one catalogue
 * transaction (the storefront's discount blocks show it). Replacing or removing it frees the
 * previous objects. The banner is not part of the promotion form, so changing it leaves the
 * promotion's version alone: an editor open meanwhile can still save its form.
 */
import { Permission } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPermission } from '../../../core/access';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { contentKey, ImageRefusedError, ImageSize, renderImage, variantUrl, writeImage } from '../../media';
import type { MediaStorage, RenderedImage } from '../../media';
import { Promotion } from '../promotion.entity';
import { lockPromotionRow, releaseBanner } from './banner-objects';
import type { PromotionQueryService } from './promotion-query.service';
import { promotionViewOf } from './promotion-views';
import { writePromotions } from './promotion-write';
import type { PromotionView } from './promotion.results';

export interface BannerUpload {
  /** The name on the client's disk, as sent (only ever shown back in messages). */
  readonly filename: string;
  readonly data: Buffer;
}

export interface UploadedBanner {
  readonly bannerThumbUrl: string;
}

/**
 * Names `key` as the banner, under the row lock (held until commit) and before `writeObjects`;
 * answers the key it replaces. The version is the form's: it stays as it was.
 */
async function setBannerKey(
  em: EntityManager,
  id: number,
  key: string | null,
  writeObjects: () => Promise<void> = async () => undefined,
): Promise<string | null> {
  const row = await lockPromotionRow(em, id);
  if (!row) throw new NotFoundError('Promotion', id);
  await writeObjects();
  // Plain SQL: MikroORM's nativeUpdate would bump the version of a versioned entity.
  await em.execute('update promotion set banner_thumb_key = ?, updated_at = now() where id = ?', [key, id]);
  return row.bannerThumbKey;
}

export class PromotionBannerService {
  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly storage: MediaStorage,
    private readonly query: PromotionQueryService,
  ) {}

  async upload(ctx: RequestContext, id: number, file: BannerUpload | undefined): Promise<UploadedBanner> {
    assertPermission(ctx, Permission.PROMOTIONS);
    await this.query.find(ctx, id);
    if (!file) throw new BadUserInputError({ file: ['Choose an image'] }, 'No image was sent');
    const rendered = await this.render(file);
    const key = contentKey(`promotions/${id}`, file.data);
    let previous: string | null;
    try {
      // Objects are written under the row lock, so a concurrent cleanup cannot remove them.
      previous = await writePromotions(ctx, this.catalogue, (em) =>
        setBannerKey(em, id, key, () => writeImage(this.storage, key, rendered)),
      );
    } catch (error) {
      await releaseBanner(ctx, this.storage, id, key);
      throw error;
    }
    if (previous !== key) await releaseBanner(ctx, this.storage, id, previous);
    return { bannerThumbUrl: variantUrl(key, ImageSize.SMALL_PRODUCT) };
  }

  async remove(ctx: RequestContext, id: number): Promise<PromotionView> {
    await this.query.find(ctx, id);
    const previous = await writePromotions(ctx, this.catalogue, (em) => setBannerKey(em, id, null));
    await releaseBanner(ctx, this.storage, id, previous);
    return promotionViewOf(ctx, await ctx.em.findOneOrFail(Promotion, id, { refresh: true }));
  }

  private async render(file: BannerUpload): Promise<RenderedImage> {
    try {
      return await renderImage(file.data);
    } catch (error) {
      throw error instanceof ImageRefusedError ? error.forFile(file.filename) : error;
    }
  }
}
