/**
 * Back-office REST for content images (CONTENT and X-CSRF-Token):
 *   POST /dashboard/api/content/:shopUuid/images   multipart, one image in `file`
 *        -> {success: true, mediaKey, url, width, height} (url: the GRID_DISPLAY variant)
 * The key then goes into a block's images or a post's or category's thumbnailKey. A file that is not
 * an accepted image is 400, one over 2 MB 413, both with errors.file; another shop's 403.
 */
import { Permission } from '@tijara/schema';
import { readOneFileForm } from '../../../rest/form-body';
import { pathText } from '../../../rest/params';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import type { ContentImageService } from '../images/content-image.service';

export function contentImageRoutes({ images }: { images: ContentImageService }): RestRoute[] {
  return [
    route(
      'post',
      '/dashboard/api/content/:shopUuid/images',
      { permission: Permission.CONTENT },
      async (ctx, req, res) => {
        const shopUuid = pathText(req, 'shopUuid');
        const form = await readOneFileForm(req);
        const file = form.files.find((candidate) => candidate.field === 'file');
        res.json({ success: true, ...(await images.upload(ctx, shopUuid, file)) });
      },
    ),
  ];
}
