/** The shop's own settings, and which shop a storefront token or the installation stands for. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { UNCONFIRMED_ORDER_DAYS } from '@tijara/schema';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { newStorefrontToken, Shop } from './shop.entity';
import { shopToActIn } from './shop-access';
import { ShopLookupCache } from './shop-lookup-cache';

/** The shop this installation sells for (the first by name), or null before one is configured. */
async function defaultShop(em: EntityManager): Promise<Shop | null> {
  const [shop] = await em.find(Shop, {}, { orderBy: { name: 'asc', uuid: 'asc' }, limit: 1 });
  return shop ?? null;
}

const DEFAULT_SHOP_KEY = 'default';
const tokenKey = (token: string) => `token:${token}`;

export interface ShopServiceOptions {
  /** Milliseconds since the epoch, for the lookup cache (tests pin it). */
  readonly now?: () => number;
  readonly lookupTtlMs?: number;
}

export class ShopService {
  private readonly lookups: ShopLookupCache;

  constructor(options: ShopServiceOptions = {}) {
    this.lookups = new ShopLookupCache(options.now, options.lookupTtlMs);
  }

  /** The shop; NOT_FOUND while none is configured (a database seeded with SEED=reference or none). */
  async getShop(ctx: RequestContext): Promise<Shop> {
    const shop = await this.findDefaultShop(ctx);
    if (!shop) throw new NotFoundError('Shop', 'configured');
    return shop;
  }

  findDefaultShop(ctx: RequestContext): Promise<Shop | null> {
    return defaultShop(ctx.em);
  }

  /** The default shop's uuid, remembered for a short while (public reads ask it at every request). */
  async defaultShopUuid(ctx: RequestContext): Promise<string> {
    const known = this.lookups.get(DEFAULT_SHOP_KEY);
    if (known !== undefined) return known;
    const shop = await this.getShop(ctx);
    this.lookups.set(DEFAULT_SHOP_KEY, shop.uuid);
    return shop.uuid;
  }

  /** A shop by uuid; NOT_FOUND when it does not exist (a storefront token outliving its shop). */
  async getShopById(ctx: RequestContext, uuid: string): Promise<Shop> {
    const shop = await ctx.em.findOne(Shop, { uuid });
    if (!shop) throw new NotFoundError('Shop', uuid);
    return shop;
  }

  /**
   * The uuid of the shop a storefront token stands for, or null. Remembered for a short while (see
   * shop-lookup-cache.ts), so the bearer check of each storefront call costs no SQL statement.
   */
  async storefrontShopUuid(ctx: RequestContext, token: string): Promise<string | null> {
    const known = this.lookups.get(tokenKey(token));
    if (known !== undefined) return known;
    const shop = await ctx.em.findOne(Shop, { storefrontToken: token });
    if (!shop) return null;
    this.lookups.set(tokenKey(token), shop.uuid);
    return shop.uuid;
  }

  /**
   * The shop a storefront token stands for, or null, answered like storefrontShopUuid: a reference
   * whose uuid is set; read its settings through getShopById.
   */
  async findByStorefrontToken(ctx: RequestContext, token: string): Promise<Shop | null> {
    const uuid = await this.storefrontShopUuid(ctx, token);
    return uuid === null ? null : ctx.em.getReference(Shop, uuid);
  }

  /** Gives the shop a new random storefront token (the old one stops working at once); returns it. */
  async rotateStorefrontToken(ctx: RequestContext, shopUuid: string): Promise<string> {
    const shop = await this.getShopById(ctx, shopUuid);
    shop.storefrontToken = newStorefrontToken();
    await ctx.em.flush();
    this.lookups.clear();
    return shop.storefrontToken;
  }

  /**
   * The shop's delay before unconfirmed web orders are cancelled (orders' sweep reads it at each
   * pass, so it applies from the next one, to orders already waiting too).
   */
  async setUnconfirmedOrderDays(ctx: RequestContext, shopUuid: string, days: number): Promise<Shop> {
    const { MIN, MAX } = UNCONFIRMED_ORDER_DAYS;
    if (!Number.isInteger(days) || days < MIN || days > MAX) {
      const message = `A whole number of days from ${MIN} (never) to ${MAX}`;
      throw new BadUserInputError({ days: [message] }, message);
    }
    const uuid = await shopToActIn(ctx, ctx.em, shopUuid);
    const shop = await this.getShopById(ctx, uuid);
    shop.unconfirmedOrderDays = days;
    await ctx.em.flush();
    return shop;
  }

  /** applyShopToken for a running server: the token this instance remembered is forgotten too. */
  async applyShopToken(em: EntityManager, token: string): Promise<boolean> {
    const applied = await applyShopToken(em, token);
    this.lookups.clear();
    return applied;
  }
}

/**
 * SHOP_TOKEN: the demo shop (the first by name, the one `shop` answers) gets this storefront token,
 * at seed and at every start, so a storefront deployed with the token keeps working. Returns whether
 * a shop was updated. (At start no ShopService exists yet; later, call ShopService.applyShopToken.)
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
