/**
 * Reads of the live rules for the two audiences that are not carts: a till caching the rule set it
 * prices offline with, and the storefront's discount blocks (running promotions that need no code:
 * a coupon's existence is not disclosed to visitors).
 */
import { assertCanActInShop } from '../../../core/access';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { ShopService } from '../../shop';
import type { LiveRuleRow } from './live-rules.sql';
import type { PromotionRuleCache } from './promotion-rule-cache';
import type { ShopRules } from './shop-rules';

export class PromotionReads {
  constructor(
    private readonly cache: PromotionRuleCache,
    private readonly shops: ShopService,
  ) {}

  /** Every promotion of the shop that has not ended, for a till of that shop. */
  tillRules(ctx: RequestContext, shopUuid: string): Promise<ShopRules> {
    const uuid = parseUuid('shopUuid', shopUuid);
    assertCanActInShop(ctx, uuid);
    return this.cache.rulesOf(ctx, uuid);
  }

  /** Running storefront promotions without a code (the default shop when none is named). */
  async storefrontPromotions(
    ctx: RequestContext,
    shopUuid: string | null,
    featuredOnly: boolean,
  ): Promise<LiveRuleRow[]> {
    const rules = await this.cache.rulesOf(ctx, shopUuid ?? (await this.shops.defaultShopUuid(ctx)));
    return rules
      .runningForStorefront(ctx.now.getTime())
      .filter((row) => row.couponCode === null && (!featuredOnly || row.featured));
  }
}
