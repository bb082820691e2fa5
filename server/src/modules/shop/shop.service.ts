/** The shop's own settings. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { Shop } from './shop.entity';

/** The shop this installation sells for (the first by name), or null before one is configured. */
async function defaultShop(em: EntityManager): Promise<Shop | null> {
  const [shop] = await em.find(Shop, {}, { orderBy: { name: 'asc', uuid: 'asc' }, limit: 1 });
  return shop ?? null;
}

export class ShopService {
  /** The shop; NOT_FOUND while none is configured (a database seeded with SEED=reference or none). */
  async getShop(ctx: RequestContext): Promise<Shop> {
    const shop = await this.findDefaultShop(ctx);
    if (!shop) throw new NotFoundError('Shop', 'configured');
    return shop;
  }

  findDefaultShop(ctx: RequestContext): Promise<Shop | null> {
    return defaultShop(ctx.em);
  }

  /** A shop by uuid; NOT_FOUND when it does not exist (a storefront token outliving its shop). */
  async getShopById(ctx: RequestContext, uuid: string): Promise<Shop> {
    const shop = await ctx.em.findOne(Shop, { uuid });
    if (!shop) throw new NotFoundError('Shop', uuid);
    return shop;
  }

  /** The shop a storefront token stands for, or null. */
  findByStorefrontToken(ctx: RequestContext, token: string): Promise<Shop | null> {
    return ctx.em.findOne(Shop, { storefrontToken: token });
  }
}

/**
 * SHOP_TOKEN: the demo shop (the first by name, the one `shop` answers) gets this storefront token,
 * at seed and at every start, so a storefront deployed with the token keeps working. Returns whether
 * a shop was updated.
 */
export async function applyShopToken(em: EntityManager, token: string): Promise<boolean> {
  const shop = await defaultShop(em);
  if (!shop) return false;
  if (shop.storefrontToken !== token) {
    shop.storefrontToken = token;
    await em.flush();
  }
  return true;
}
