/**
 * Live promotions per shop, loaded by one statement and kept until the catalogue revision moves
 * (every promotion, segment and catalogue write bumps it, on every instance through the shared
 * revision row). Starts and ends need no write: the engine is asked at the request's instant.
 * Concurrent misses for a shop share one load.
 */
import type { CardPricer, CatalogueChanges, ShopCardPricing } from '../../catalog';
import type { RequestContext } from '../../../core/request-context';
import { selectLiveRules } from './live-rules.sql';
import { ShopRules } from './shop-rules';

interface Entry {
  readonly revision: number;
  readonly rules: Promise<ShopRules>;
}

export class PromotionRuleCache implements CardPricer {
  private readonly shops = new Map<string, Entry>();

  constructor(private readonly catalogue: CatalogueChanges) {
    catalogue.onChange(() => this.shops.clear());
  }

  rulesOf(ctx: RequestContext, shopUuid: string): Promise<ShopRules> {
    const revision = this.catalogue.revision;
    const entry = this.shops.get(shopUuid);
    if (entry && entry.revision === revision) return entry.rules;
    const rules = selectLiveRules(ctx.em, shopUuid, ctx.now).then((row) => new ShopRules(row));
    this.shops.set(shopUuid, { revision, rules });
    rules.catch(() => {
      if (this.shops.get(shopUuid)?.rules === rules) this.shops.delete(shopUuid);
    });
    return rules;
  }

  async forShop(ctx: RequestContext, shopUuid: string): Promise<ShopCardPricing> {
    return (await this.rulesOf(ctx, shopUuid)).at(ctx.now.getTime());
  }
}
