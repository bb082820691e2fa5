/**
 * Images staff upload for content (block images, blog post and category thumbnails): checked by
 * their bytes and rendered by the media pipeline (renderImage: JPEG, PNG, WebP, GIF or AVIF; bombs
 * refused), stored with the WebP variants under `content/<shop>/<content hash>` and recorded with
 * their upright size, so a block or a post may then name the key. The same bytes give the same key
 * (a second upload is the first one). Uploads are never deleted: a key a saved block no longer names
 * costs only its files, and a form still open elsewhere may name it.
 */
import { BadUserInputError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { contentKey, ImageRefusedError, ImageSize, renderImage, variantUrl, writeImage } from '../../media';
import type { MediaStorage, RenderedImage } from '../../media';
import { contentShop } from '../content-access';

export interface ContentImageUpload {
  /** The name on the client's disk, as sent (only ever shown back in messages). */
  readonly filename: string;
  readonly data: Buffer;
}

export interface UploadedContentImage {
  readonly mediaKey: string;
  /** The GRID_DISPLAY variant, for the form's preview. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export class ContentImageService {
  constructor(private readonly storage: MediaStorage) {}

  async upload(
    ctx: RequestContext,
    shopUuid: string,
    file: ContentImageUpload | undefined,
  ): Promise<UploadedContentImage> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    if (!file) throw new BadUserInputError({ file: ['Choose an image'] }, 'No image was sent');
    const rendered = await this.render(file);
    const mediaKey = contentKey(`content/${shop}`, file.data);
    await writeImage(this.storage, mediaKey, rendered);
    await ctx.em.execute(
      `insert into content_image (shop_uuid, media_key, width, height) values (?, ?, ?, ?)
        on conflict (shop_uuid, media_key) do nothing`,
      [shop, mediaKey, rendered.width, rendered.height],
    );
    return {
      mediaKey,
      url: variantUrl(mediaKey, ImageSize.GRID_DISPLAY),
      width: rendered.width,
      height: rendered.height,
    };
  }

  private async render(file: ContentImageUpload): Promise<RenderedImage> {
    try {
      return await renderImage(file.data);
    } catch (error) {
      throw error instanceof ImageRefusedError ? error.forFile(file.filename) : error;
    }
  }
}
