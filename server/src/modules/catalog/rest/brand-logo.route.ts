/**
 * Back-office REST for a brand's logo (CATALOG_WRITE and X-CSRF-Token), like a promotion's banner:
 *   POST   /dashboard/api/brand/:id/logo   multipart, one image in `file` (replaces the previous logo)
 *   DELETE /dashboard/api/brand/:id/logo   removes it (GraphQL: removeBrandLogo)
 * Both answer the generic form shape {success: true, message, data: {id, logoUrl}, errors: {}}
 * (logoUrl: the SMALL_PRODUCT variant, null once removed). A file that is not an accepted image is
 * 400, one over 2 MB 413, both under errors.file; an unknown brand 404, a non-numeric id 400.
 */
import { Permission } from '@tijara/schema';
import { readOneFileForm } from '../../../rest/form-body';
import { pathId } from '../../../rest/params';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { brandLogoUrl } from '../admin/brand-logo.service';
import type { BrandLogoService } from '../admin/brand-logo.service';
import type { Brand } from '../taxonomy/brand.entity';

const CATALOG_WRITE = { permission: Permission.CATALOG_WRITE } as const;

function answer(brand: Brand, message: string) {
  return { success: true, message, data: { id: brand.id, logoUrl: brandLogoUrl(brand.logoKey) }, errors: {} };
}

export function brandLogoRoutes({ logos }: { logos: BrandLogoService }): RestRoute[] {
  return [
    route('post', '/dashboard/api/brand/:id/logo', CATALOG_WRITE, async (ctx, req, res) => {
      const id = pathId(req, 'id');
      const form = await readOneFileForm(req);
      const file = form.files.find((candidate) => candidate.field === 'file');
      res.json(answer(await logos.upload(ctx, id, file), 'Logo saved'));
    }),
    route('delete', '/dashboard/api/brand/:id/logo', CATALOG_WRITE, async (ctx, req, res) => {
      res.json(answer(await logos.remove(ctx, pathId(req, 'id')), 'Logo removed'));
    }),
  ];
}
