/**
 * Back-office REST for a promotion's banner image (PROMOTIONS and X-CSRF-Token):
 *   POST /dashboard/api/promotions/:id/banner   multipart, one image in `file`
 *        -> {success: true, bannerThumbUrl} (the small variant; replaces the previous banner)
 * A file that is not an accepted image is 400, one over 2 MB 413, both with errors.file; an unknown
 * promotion 404, another shop's 403, a non-numeric id 400.
 */
import { Permission } from '@tijara/schema';
import type { Request } from 'express';
import { AppError, BadUserInputError } from '../../../core/errors';
import type { PromotionBannerService } from '../admin/promotion-banner.service';
import { readFormBody } from '../../../rest/form-body';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

const PROMOTIONS = { permission: Permission.PROMOTIONS } as const;

/** A path id: digits only (the service then checks the range). */
function pathId(req: Request): number {
  const param: unknown = req.params['id'];
  const raw = typeof param === 'string' ? param : '';
  if (!/^\d{1,12}$/.test(raw)) throw new BadUserInputError({ id: ['must be a whole number'] }, 'Invalid id');
  return Number(raw);
}

/** One file only: a second one, or one over the size limit, is refused under `file`. */
async function readBanner(req: Request): Promise<FormBody> {
  try {
    return await readFormBody(req, { maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const messages = Object.values(error.fieldErrors).flat();
    if (messages.length === 0) throw error;
    throw new AppError(error.code, error.message, { file: messages });
  }
}

export function promotionBannerRoutes({ banner }: { banner: PromotionBannerService }): RestRoute[] {
  return [
    route('post', '/dashboard/api/promotions/:id/banner', PROMOTIONS, async (ctx, req, res) => {
      const id = pathId(req);
      const form = await readBanner(req);
      const file = form.files.find((candidate) => candidate.field === 'file');
      const uploaded = await banner.upload(ctx, id, file);
      res.json({ success: true, bannerThumbUrl: uploaded.bannerThumbUrl });
    }),
  ];
}
