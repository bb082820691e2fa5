/** Delivery options for a commune, as the checkout's transporter picker shows them. */
import type { GeographyService } from '../geography';
import type { RequestContext } from '../../core/request-context';
import { TransporterCommune } from './transporter-commune.entity';
import { compareOffers, toOffer } from './transporter-offer';
import type { TransporterOffer } from './transporter-offer';

export class TransportersService {
  constructor(private readonly geography: GeographyService) {}

  /**
   * Active transporters serving the commune, each at its price there, cheapest first. Empty when the
   * shop does not deliver to the commune or to its current wilaya. NOT_FOUND for an unknown commune.
   */
  async offersForCommune(ctx: RequestContext, communeId: number): Promise<TransporterOffer[]> {
    const commune = await this.geography.getCommune(ctx, communeId);
    if (!(await this.geography.isDeliverable(ctx, commune))) return [];
    const served = await ctx.em.find(
      TransporterCommune,
      { commune: communeId, transporter: { active: true } },
      { populate: ['transporter'] },
    );
    return served
      .map((row) => toOffer({ transporter: row.transporter.getEntity(), communeId, price: row.price }))
      .sort(compareOffers);
  }
}
