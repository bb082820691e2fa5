/**
 * Legacy REST path of the "utilis" group for the checkout's and the back office's commune selects.
 *   GET /public/utilis/api/commune/wilaya/{wilayaId} -> [{id, name}] deliverable communes
 * Arabic names are sorted by the Arabic collation (the service sorts by the French name).
 */
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { signedPathId } from '../../../rest/params';
import type { GeographyService } from '../geography.service';

const PUBLIC = { access: 'public' } as const;

export function utilisCommuneRoutes(geography: GeographyService): RestRoute[] {
  const arabicCollator = new Intl.Collator('ar');
  return [
    route('get', '/public/utilis/api/commune/wilaya/:wilayaId', PUBLIC, async (ctx, req, res) => {
      const wilayaId = signedPathId(req, 'wilayaId');
      const communes = await geography.listCommunes(ctx, wilayaId, { deliverableOnly: true });
      const arabic = ctx.locale === 'ar';
      const rows = communes.map((c) => ({ id: c.id, name: arabic ? c.nameAr : c.name }));
      res.json(arabic ? rows.sort((a, b) => arabicCollator.compare(a.name, b.name)) : rows);
    }),
  ];
}
