/**
 * The promotions module: staff editing of promotions and customer segments, the banner upload, and
 * pricing with promotions (the live rules cache, carts priced by the engine, discount blocks). It
 * provides the rules cache and the cart pricing that the catalogue and orders price with.
 */
import { defineModule } from '../manifest';
import { createPromotionsAdmin, promotionsAdminResolvers } from './admin';
import { CustomerSegment } from './customer-segment.entity';
import { CartPricingService } from './pricing/cart-pricing.service';
import { PosCustomerFactsResolver } from './pricing/pos-customer-facts.resolver';
import { PricingResolver } from './pricing/pricing.resolver';
import { PromotionReads } from './pricing/promotion-reads.service';
import { PromotionRuleCache } from './pricing/promotion-rule-cache';
import { Promotion } from './promotion.entity';
import { PromotionRedemption } from './promotion-redemption.entity';
import { promotionBannerRoutes } from './rest/promotion-banner.route';
import { webPromotionRoutes } from './rest/web-promotions.route';

export const promotionsModule = defineModule({
  name: 'promotions',
  entities: [Promotion, CustomerSegment, PromotionRedemption],
  resolvers: [...promotionsAdminResolvers, PricingResolver, PosCustomerFactsResolver],
  needs: ['catalogue', 'storage', 'shop'],
  build({ catalogue, storage, shop }) {
    const admin = createPromotionsAdmin(catalogue, storage);
    const pricing = new PromotionRuleCache(catalogue);
    const cartPricing = new CartPricingService(pricing, shop);
    const reads = new PromotionReads(pricing, shop);
    return {
      provides: { pricing, cartPricing },
      resolvers: [
        ...admin.resolvers,
        new PricingResolver(cartPricing, reads),
        new PosCustomerFactsResolver(),
      ],
      routes: [
        ...promotionBannerRoutes({ banner: admin.services.promotionBanner }),
        ...webPromotionRoutes(reads),
      ],
    };
  },
});
