/** Pricing with promotions: the live rules cache the storefront and carts read. */
export { PromotionRuleCache } from './promotion-rule-cache';
export { ShopRules, ruleOf } from './shop-rules';
export type { LiveRuleRow } from './live-rules.sql';
export { CartPricingService, rulesNeedCustomer, unsellableLines } from './cart-pricing.service';
export type { CartWithFacts, PricedCart, PriceCartRequest } from './cart-pricing.service';
export { selectCartLines } from './cart-lines.sql';
export type { CartLineFacts } from './cart-lines.sql';
export { cartLineErrors, checkCart, lineKey } from './cart-request';
export type { CartLineRequest } from './cart-request';
export { shownUnitPrice } from './shown-unit-price';
export type { SoldLineFacts } from './shown-unit-price';
export { customerFacts, customersFacts } from './customer-facts.sql';
export { PosCustomerFactsResolver } from './pos-customer-facts.resolver';
export { consumeSingleUseCoupons, CouponAlreadyUsedError, singleUsePromotionIds } from './coupon-redemptions';
export type { CouponUse } from './coupon-redemptions';
export { PricingResolver } from './pricing.resolver';
export { legacyDiscount } from './pricing-views';
export { PromotionReads } from './promotion-reads.service';
