/**
 * A brand's logo: an uploaded image checked by its content (the media module's renderImage: JPEG,
 * PNG, WebP, GIF or AVIF, decompression bombs refused), re-encoded with the product image variants
 * under `brands/<id>/<content hash>`, then named by the brand in one catalogue transaction (the
 * storefront shows it on cards, brand pages and the menu). Objects are written, and removed, while
 * the brand's row is locked, so an upload and a cleanup of the same brand never interleave: a
 * cleanup removes objects only when the row does not name them once it holds the lock (a re-upload
 * of the same bytes lands on the same key and keeps them). The logo is not part of the brand form.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { contentKey, imageObjectKeys, ImageRefusedError, renderImage, writeImage } from '../../media';
import type { MediaStorage, RenderedImage } from '../../media';
import type { CatalogueChanges } from '../catalogue-changes';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { Brand } from '../taxonomy/brand.entity';
import { writeCatalogue } from './catalogue-write';

export interface LogoUpload {
  /** The name on the client's disk, as sent (only ever shown back in messages). */
  readonly filename: string;
  readonly data: Buffer;
}

/** The logo's URL as every staff and storefront answer gives it: the SMALL_PRODUCT variant. */
export function brandLogoUrl(logoKey: string | null): string | null {
  return logoKey === null ? null : variantUrl(logoKey, ImageSize.SMALL_PRODUCT);
}

/** Locks the brand's row until the transaction ends; answers its logo key (404 when unknown). */
async function lockBrandLogo(em: EntityManager, id: number): Promise<string | null> {
  const rows = await em.execute<{ logo_key: string | null }[]>(
    'select logo_key from brand where id = ? for update',
    [id],
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('Brand', id);
  return row.logo_key;
}

/**
 * Names `key` as the logo under the row lock, after `writeObjects`; answers the key it replaces.
 * Plain SQL: the brand entity may sit in the request's identity map with the old key.
 */
async function setLogoKey(
  em: EntityManager,
  id: number,
  key: string | null,
  writeObjects: () => Promise<void> = async () => undefined,
): Promise<string | null> {
  const previous = await lockBrandLogo(em, id);
  await writeObjects();
  await em.execute('update brand set logo_key = ? where id = ?', [key, id]);
  return previous;
}

export class BrandLogoService {
  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly storage: MediaStorage,
  ) {}

  async upload(ctx: RequestContext, id: number, file: LogoUpload | undefined): Promise<Brand> {
    assertId('id', id, 'Brand');
    await this.brand(ctx, id);
    if (!file) throw new BadUserInputError({ file: ['Choose an image'] }, 'No image was sent');
    const rendered = await this.render(file);
    const key = contentKey(`brands/${id}`, file.data);
    let previous: string | null;
    try {
      previous = await writeCatalogue(ctx, this.catalogue, (em) =>
        setLogoKey(em, id, key, () => writeImage(this.storage, key, rendered)),
      );
    } catch (error) {
      await this.release(ctx, id, key);
      throw error;
    }
    if (previous !== key) await this.release(ctx, id, previous);
    return this.brand(ctx, id, true);
  }

  async remove(ctx: RequestContext, id: number): Promise<Brand> {
    assertId('id', id, 'Brand');
    await this.brand(ctx, id);
    const previous = await writeCatalogue(ctx, this.catalogue, (em) => setLogoKey(em, id, null));
    await this.release(ctx, id, previous);
    return this.brand(ctx, id, true);
  }

  private async brand(ctx: RequestContext, id: number, refresh = false): Promise<Brand> {
    const brand = await ctx.em.findOne(Brand, id, { refresh });
    if (!brand) throw new NotFoundError('Brand', id);
    return brand;
  }

  private async render(file: LogoUpload): Promise<RenderedImage> {
    try {
      return await renderImage(file.data);
    } catch (error) {
      throw error instanceof ImageRefusedError ? error.forFile(file.filename) : error;
    }
  }

  /**
   * Deletes the objects of `key` unless the brand names it (again). Failures are logged, not thrown:
   * the change is committed, and a left-over object harms nobody.
   */
  private async release(ctx: RequestContext, id: number, key: string | null): Promise<void> {
    if (key === null) return;
    try {
      await ctx.em.transactional(async (em) => {
        const rows = await em.execute<{ logo_key: string | null }[]>(
          'select logo_key from brand where id = ? for update',
          [id],
        );
        if (rows[0]?.logo_key !== key) await this.storage.delete(imageObjectKeys(key));
      });
    } catch (error) {
      ctx.log.warn({ err: error, brandId: id, storageKey: key }, 'Could not remove an unused brand logo');
    }
  }
}
