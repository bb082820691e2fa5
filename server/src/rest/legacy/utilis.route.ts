/**
 * Legacy REST paths of the "utilis" group (storefront checkout and back-office forms), kept with the
 * shapes the spec documents. Thin: parse the path, call the same services as GraphQL, shape the JSON.
 *   GET /public/utilis/api/commune/wilaya/{wilayaId}     -> [{id, name}] deliverable communes
 *   GET /public/utilis/api/transport/commune/{communeId} -> [[{id, name, price, ...}]]
 */
import { centimesToDinars } from '@tijara/schema';
import type { Request } from 'express';
import { BadUserInputError } from '../../core/errors';
import type { GeographyService } from '../../modules/geography';
import type { TransporterOffer, TransportersService } from '../../modules/transporters';
import { route } from '../route';
import type { RestRoute } from '../route';

export interface UtilisRouteOptions {
  readonly geography: GeographyService;
  readonly transporters: TransportersService;
}

/** A path id: digits only, optionally negative (the service then reports the range). */
function pathId(req: Request, name: string): number {
  const param: unknown = req.params[name];
  const raw = typeof param === 'string' ? param : '';
  if (!/^-?\d{1,12}$/.test(raw)) {
    throw new BadUserInputError({ [name]: ['must be a whole number'] }, `Invalid ${name}`);
  }
  return Number(raw);
}

/** Legacy JSON carries dinars (at most 2 decimals); priceCentimes is the exact amount. */
export function legacyTransporter(offer: TransporterOffer) {
  return {
    id: offer.id,
    name: offer.name,
    price: centimesToDinars(offer.price),
    priceCentimes: offer.price,
    image: offer.image,
    transporterLogo: offer.logo,
    deliveryCommune: offer.communeId,
  };
}

const PUBLIC = { access: 'public' } as const;

export function utilisRoutes({ geography, transporters }: UtilisRouteOptions): RestRoute[] {
  const arabicCollator = new Intl.Collator('ar');
  return [
    route('get', '/public/utilis/api/commune/wilaya/:wilayaId', PUBLIC, async (ctx, req, res) => {
      const wilayaId = pathId(req, 'wilayaId');
      const communes = await geography.listCommunes(ctx, wilayaId, { deliverableOnly: true });
      const arabic = ctx.locale === 'ar';
      const rows = communes.map((c) => ({ id: c.id, name: arabic ? c.nameAr : c.name }));
      res.json(arabic ? rows.sort((a, b) => arabicCollator.compare(a.name, b.name)) : rows);
    }),
    route('get', '/public/utilis/api/transport/commune/:communeId', PUBLIC, async (ctx, req, res) => {
      const offers = await transporters.offersForCommune(ctx, pathId(req, 'communeId'));
      res.json([offers.map(legacyTransporter)]);
    }),
  ];
}
