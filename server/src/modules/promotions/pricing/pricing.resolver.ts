/**
 * GraphQL face of pricing: a cart priced by the engine (visitors for the storefront, selling staff
 * for any channel), the live rule set the POS caches to price offline, and the running promotions a
 * discount block shows.
 */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { assertCanActInShop } from '../../../core/access';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { ShopService } from '../../shop';
import type { CartPricingService } from './cart-pricing.service';
import { PriceCartInput } from './pricing.inputs';
import { CartPrice, PromotionRuleData, StorefrontPromotion } from './pricing.results';
import {
  cartPriceView,
  ruleDataView,
  storefrontPromotionView,
  storefrontPromotionsOf,
} from './pricing-views';
import type { PromotionRuleCache } from './promotion-rule-cache';

@Resolver()
export class PricingResolver {
  constructor(
    private readonly carts: CartPricingService,
    private readonly cache: PromotionRuleCache,
    private readonly shops: ShopService,
  ) {}

  @Public()
  @Query(() => CartPrice, {
    description: 'A cart priced with the promotions in force (never a client price).',
  })
  async priceCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PriceCartInput) input: PriceCartInput,
  ): Promise<CartPrice> {
    const priced = await this.carts.price(ctx, {
      shopUuid: input.shopUuid ?? null,
      lines: input.lines.map((line) => ({
        productId: line.productId,
        combinationId: line.combinationId ?? null,
        quantity: line.quantity,
      })),
      channel: input.channel,
      customerId: input.customerId ?? null,
      couponCodes: input.couponCodes,
      paymentMethod: input.paymentMethod ?? null,
      deliveryPrice: input.deliveryPrice,
    });
    return cartPriceView(priced, ctx.locale);
  }

  @RequirePermission(Permission.POS_SALE)
  @Query(() => [PromotionRuleData], {
    description:
      "The shop's promotions that have not ended, as the engine reads them (the POS prices offline with them).",
  })
  async promotionRules(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<PromotionRuleData[]> {
    const uuid = parseUuid('shopUuid', shopUuid);
    assertCanActInShop(ctx, uuid);
    return ruleDataView(await this.cache.rulesOf(ctx, uuid), ctx.locale);
  }

  @Public()
  @Query(() => [StorefrontPromotion], {
    description: 'Running storefront promotions that need no code: featured first, then by priority.',
  })
  async storefrontPromotions(
    @Ctx() ctx: RequestContext,
    @Arg('featuredOnly', () => Boolean, { defaultValue: false }) featuredOnly: boolean,
  ): Promise<StorefrontPromotion[]> {
    const rules = await this.cache.rulesOf(ctx, await this.shops.defaultShopUuid(ctx));
    return storefrontPromotionsOf(rules, ctx.now.getTime(), featuredOnly).map((row) =>
      storefrontPromotionView(row, ctx.locale),
    );
  }
}
