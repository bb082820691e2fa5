/**
 * Builders for the engine's tests: a rule, a line and a cart with every field at a harmless default
 * (an active 10 % stackable promotion on everything, running a day either side of AT, for every
 * channel), so that each test states only what it is about. Not shipped: test support only.
 */
import { SalesChannel } from '../orders.js';
import type { CartLine, CartPricing, CartSnapshot, NotAppliedPromotion, PromotionRule } from './types.js';
import { Combinability, DiscountType, PROMOTION_CHANNELS, PromotionScope } from './vocabulary.js';

/** The instant every test cart is priced at. */
export const AT = Date.UTC(2026, 10, 21, 12);
export const DAY = 86_400_000;

export function rule(id: number, fields: Partial<Omit<PromotionRule, 'id'>> = {}): PromotionRule {
  return {
    id,
    scope: PromotionScope.ALL,
    targetIds: [],
    paymentMethods: [],
    priority: 0,
    active: true,
    startsAt: AT - DAY,
    endsAt: AT + DAY,
    couponCode: null,
    singleUse: false,
    discountType: DiscountType.PERCENTAGE,
    value: 1000,
    combinability: Combinability.STACKABLE,
    channels: PROMOTION_CHANNELS,
    minimumSubtotal: null,
    ...fields,
  };
}

export function percent(id: number, basisPoints: number, fields: Partial<PromotionRule> = {}) {
  return rule(id, { discountType: DiscountType.PERCENTAGE, value: basisPoints, ...fields });
}

export function amount(id: number, centimes: number, fields: Partial<PromotionRule> = {}) {
  return rule(id, { discountType: DiscountType.AMOUNT, value: centimes, ...fields });
}

export function line(key: string, fields: Partial<Omit<CartLine, 'key'>> = {}): CartLine {
  return {
    key,
    productId: 1,
    categoryIds: [],
    brandId: null,
    brandLineId: null,
    collectionIds: [],
    quantity: 1,
    unitPrice: 10_000,
    ...fields,
  };
}

/**
 * The cart most tests use: line a (product 1, category 10, brand 20, brand line 30, collection 40),
 * 2 x 100.00 DA, and line b (product 2, category 11, brand 21, brand line 31, collection 41),
 * 1 x 50.00 DA: a subtotal of 250.00 DA (25 000 centimes).
 */
export const LINE_A = line('a', {
  productId: 1,
  categoryIds: [10],
  brandId: 20,
  brandLineId: 30,
  collectionIds: [40],
  quantity: 2,
  unitPrice: 10_000,
});
export const LINE_B = line('b', {
  productId: 2,
  categoryIds: [11],
  brandId: 21,
  brandLineId: 31,
  collectionIds: [41],
  quantity: 1,
  unitPrice: 5_000,
});

export function cart(
  lines: readonly CartLine[],
  fields: Partial<Omit<CartSnapshot, 'lines'>> = {},
): CartSnapshot {
  return {
    lines,
    customer: null,
    channel: SalesChannel.ECOMMERCE,
    paymentMethod: null,
    deliveryPrice: 0,
    couponCodes: [],
    at: AT,
    ...fields,
  };
}

/** What each applied promotion took, in the order the engine reports them. */
export function appliedAmounts(pricing: CartPricing): [number, number][] {
  return pricing.applied.map((promotion) => [promotion.promotionId, promotion.amount]);
}

export function notAppliedOf(pricing: CartPricing, promotionId: number): NotAppliedPromotion | undefined {
  return pricing.notApplied.find((promotion) => promotion.promotionId === promotionId);
}

export function lineOf(pricing: CartPricing, key: string) {
  const found = pricing.lines.find((priced) => priced.key === key);
  if (!found) throw new Error(`No line ${key} in the pricing`);
  return found;
}
