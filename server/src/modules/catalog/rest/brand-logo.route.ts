/**
 * Back-office REST for a brand's logo (CATALOG_WRITE and X-CSRF-Token), like a promotion's banner:
 *   POST   /dashboard/api/brand/:id/logo   multipart, one image in `file` (replaces the previous logo)
 *   DELETE /dashboard/api/brand/:id/logo   removes it (GraphQL: removeBrandLogo)
 * Both answer the generic form shape {success: true, message, data: {id, logoUrl}, errors: {}}
 * (logoUrl: the SMALL_PRODUCT variant, null once removed). A file that is not an accepted image is
 * 400, one over 2 MB 413, both under errors.file; an unknown brand 404, a non-numeric id 400.
 */
import { Permission } from '@tijara/schema';
import type { Request } from 'express';
import { AppError, BadUserInputError } from '../../../core/errors';
import { readFormBody } from '../../../rest/form-body';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { brandLogoUrl } from '../admin/brand-logo.service';
import type { BrandLogoService } from '../admin/brand-logo.service';
import type { Brand } from '../taxonomy/brand.entity';

const CATALOG_WRITE = { permission: Permission.CATALOG_WRITE } as const;

/** A path id: digits only (the service then checks the range). */
function pathId(req: Request): number {
  const param: unknown = req.params['id'];
  const raw = typeof param === 'string' ? param : '';
  if (!/^\d{1,12}$/.test(raw)) throw new BadUserInputError({ id: ['must be a whole number'] }, 'Invalid id');
  return Number(raw);
}

/** One file only: a second one, or one over the size limit, is refused under `file`. */
async function readLogo(req: Request): Promise<FormBody> {
  try {
    return await readFormBody(req, { maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const messages = Object.values(error.fieldErrors).flat();
    if (messages.length === 0) throw error;
    throw new AppError(error.code, error.message, { file: messages });
  }
}

function answer(brand: Brand, message: string) {
  return { success: true, message, data: { id: brand.id, logoUrl: brandLogoUrl(brand.logoKey) }, errors: {} };
}

export function brandLogoRoutes({ logos }: { logos: BrandLogoService }): RestRoute[] {
  return [
    route('post', '/dashboard/api/brand/:id/logo', CATALOG_WRITE, async (ctx, req, res) => {
      const id = pathId(req);
      const form = await readLogo(req);
      const file = form.files.find((candidate) => candidate.field === 'file');
      res.json(answer(await logos.upload(ctx, id, file), 'Logo saved'));
    }),
    route('delete', '/dashboard/api/brand/:id/logo', CATALOG_WRITE, async (ctx, req, res) => {
      res.json(answer(await logos.remove(ctx, pathId(req)), 'Logo removed'));
    }),
  ];
}
