/**
 * Back-office REST for a promotion's banner image (PROMOTIONS and X-CSRF-Token):
 *   POST /dashboard/api/promotions/:id/banner   multipart, one image in `file`
 *        -> {success: true, bannerThumbUrl} (the small variant; replaces the previous banner)
 * A file that is not an accepted image is 400, one over 2 MB 413, both with errors.file; an unknown
 * promotion 404, another shop's 403, a non-numeric id 400.
 */
import { Permission } from '@tijara/schema';
import type { PromotionBannerService } from '../admin/promotion-banner.service';
import { readOneFileForm } from '../../../rest/form-body';
import { pathId } from '../../../rest/params';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

const PROMOTIONS = { permission: Permission.PROMOTIONS } as const;

export function promotionBannerRoutes({ banner }: { banner: PromotionBannerService }): RestRoute[] {
  return [
    route('post', '/dashboard/api/promotions/:id/banner', PROMOTIONS, async (ctx, req, res) => {
      const id = pathId(req, 'id');
      const form = await readOneFileForm(req);
      const file = form.files.find((candidate) => candidate.field === 'file');
      const uploaded = await banner.upload(ctx, id, file);
      res.json({ success: true, bannerThumbUrl: uploaded.bannerThumbUrl });
    }),
  ];
}
