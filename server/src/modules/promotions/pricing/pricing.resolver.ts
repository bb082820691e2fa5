/**
 * GraphQL face of pricing: a cart priced by the engine (visitors for the storefront, selling staff
 * for any channel), the live rule set the POS caches to price offline, and the running promotions a
 * discount block shows.
 */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { CartPricingService } from './cart-pricing.service';
import { PriceCartInput } from './pricing.inputs';
import { CartPrice, PromotionRuleData, StorefrontPromotion } from './pricing.results';
import { cartPriceView, ruleDataView, storefrontPromotionView } from './pricing-views';
import type { PromotionReads } from './promotion-reads.service';

@Resolver()
export class PricingResolver {
  constructor(
    private readonly carts: CartPricingService,
    private readonly reads: PromotionReads,
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
    return ruleDataView(await this.reads.tillRules(ctx, shopUuid), ctx.locale);
  }

  @Public()
  @Query(() => [StorefrontPromotion], {
    description: 'Running storefront promotions that need no code: featured first, then by priority.',
  })
  async storefrontPromotions(
    @Ctx() ctx: RequestContext,
    @Arg('featuredOnly', () => Boolean, { defaultValue: false }) featuredOnly: boolean,
  ): Promise<StorefrontPromotion[]> {
    const rows = await this.reads.storefrontPromotions(ctx, null, featuredOnly);
    return rows.map((row) => storefrontPromotionView(row, ctx.locale));
  }
}
