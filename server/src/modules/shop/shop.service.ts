/** The shop's own settings. */
import { NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { Shop } from './shop.entity';

export class ShopService {
  /** The shop; NOT_FOUND while none is configured (a database seeded with SEED=reference or none). */
  async getShop(ctx: RequestContext): Promise<Shop> {
    const [shop] = await ctx.em.find(Shop, {}, { orderBy: { name: 'asc', uuid: 'asc' }, limit: 1 });
    if (!shop) throw new NotFoundError('Shop', 'configured');
    return shop;
  }
}
