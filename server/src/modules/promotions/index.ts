/**
 * Promotions: the rules staff write (promotion, customer segment), the coupons customers consume,
 * and the pricing that runs the shared engine (@tijara/schema) over them.
 */
import { CustomerSegment } from './customer-segment.entity';
import { Promotion } from './promotion.entity';
import { PromotionRedemption } from './promotion-redemption.entity';

export { CustomerSegment, Promotion, PromotionRedemption };
export { SegmentKind } from './customer-segment.entity';
export type { PromotionTexts, PromotionTranslations } from './promotion.entity';

export * from './admin';
export * from './pricing';
export { promotionsModule } from './promotions.module';
