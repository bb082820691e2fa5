/**
 * Legacy REST path of the "utilis" group for the checkout's carrier choice:
 *   GET /public/utilis/api/transport/commune/{communeId} -> [[{id, name, price, ...}]]
 * Legacy JSON carries dinars (at most 2 decimals); priceCentimes is the exact amount.
 */
import { centimesToDinars } from '@tijara/schema';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { signedPathId } from '../../../rest/params';
import type { TransporterOffer } from '../transporter-offer';
import type { TransportersService } from '../transporters.service';

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

export function utilisTransportRoutes(transporters: TransportersService): RestRoute[] {
  return [
    route('get', '/public/utilis/api/transport/commune/:communeId', PUBLIC, async (ctx, req, res) => {
      const offers = await transporters.offersForCommune(ctx, signedPathId(req, 'communeId'));
      res.json([offers.map(legacyTransporter)]);
    }),
  ];
}
