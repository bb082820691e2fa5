/**
 * Promotion vocabulary: what a promotion acts on (its scope), how it
 * discounts, and what it refuses to share a cart with. Shared by the server, the back office's
 * editor and the POS, which applies the same engine offline.
 */
import { SalesChannel } from '../orders.js';

export const PromotionScope = {
  PRODUCT: 'product',
  CATEGORY: 'category',
  BRAND: 'brand',
  BRAND_LINE: 'brandline',
  COLLECTION: 'collection',
  CUSTOMER_SEGMENT: 'customer_segment',
  ALL: 'all',
  CART: 'cart',
  SHIPPING: 'shipping',
  PAYMENT_METHOD: 'payment_method',
} as const;
export type PromotionScope = (typeof PromotionScope)[keyof typeof PromotionScope];
export const PROMOTION_SCOPES: readonly PromotionScope[] = Object.values(PromotionScope);

export const DiscountType = { PERCENTAGE: 'percentage', AMOUNT: 'amount' } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];
export const DISCOUNT_TYPES: readonly DiscountType[] = Object.values(DiscountType);

export const Combinability = {
  STACKABLE: 'stackable',
  GROUP_EXCLUSIVE_ITEM: 'group_exclusive_item',
  GROUP_EXCLUSIVE_CART: 'group_exclusive_cart',
  GLOBAL_EXCLUSIVE: 'global_exclusive',
} as const;
export type Combinability = (typeof Combinability)[keyof typeof Combinability];
export const COMBINABILITIES: readonly Combinability[] = Object.values(Combinability);

/**
 * The two groups exclusivity is counted in. Item promotions lower the unit price of the lines they
 * match; cart promotions act on the whole order (its subtotal, or its delivery price for shipping).
 */
export type PromotionGroup = 'item' | 'cart';

const ITEM_SCOPES: ReadonlySet<PromotionScope> = new Set<PromotionScope>([
  PromotionScope.PRODUCT,
  PromotionScope.CATEGORY,
  PromotionScope.BRAND,
  PromotionScope.BRAND_LINE,
  PromotionScope.COLLECTION,
  PromotionScope.ALL,
]);

export function groupOf(scope: PromotionScope): PromotionGroup {
  return ITEM_SCOPES.has(scope) ? 'item' : 'cart';
}

/** Scopes whose targets are ids of catalogue entities or customer segments (the editor's pickers). */
export const SCOPES_WITH_ENTITY_TARGETS: readonly PromotionScope[] = [
  PromotionScope.PRODUCT,
  PromotionScope.CATEGORY,
  PromotionScope.BRAND,
  PromotionScope.BRAND_LINE,
  PromotionScope.COLLECTION,
  PromotionScope.CUSTOMER_SEGMENT,
];

/** group_exclusive_item only means something in the item group, group_exclusive_cart in the cart group. */
export function combinabilityFits(scope: PromotionScope, combinability: Combinability): boolean {
  if (combinability === Combinability.GROUP_EXCLUSIVE_ITEM) return groupOf(scope) === 'item';
  if (combinability === Combinability.GROUP_EXCLUSIVE_CART) return groupOf(scope) === 'cart';
  return true;
}

export const PROMOTION_CHANNELS: readonly SalesChannel[] = Object.values(SalesChannel);

/**
 * A discount value is kept in hundredths: basis points for a percentage (1250 = 12.5 %), centimes for
 * an amount (20000 = 200.00 DA), so both travel as exact integers.
 */
export const MAX_PERCENT_HUNDREDTHS = 10_000;
export const PROMOTION_NAME_MAX_LENGTH = 120;
export const PROMOTION_TEXT_MAX_LENGTH = 255;
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const MAX_PROMOTION_PRIORITY = 1000;

/** A coupon code as compared: trimmed, upper case (codes are typed by hand at a till or on a phone). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why an eligible-looking promotion did not apply (the engine reports one per promotion). */
export const NotAppliedReason = {
  INACTIVE: 'inactive',
  NOT_STARTED: 'not_started',
  ENDED: 'ended',
  CHANNEL_NOT_ALLOWED: 'channel_not_allowed',
  COUPON_REQUIRED: 'coupon_required',
  CUSTOMER_REQUIRED: 'customer_required',
  COUPON_ALREADY_USED: 'coupon_already_used',
  NO_MATCHING_LINE: 'no_matching_line',
  NOT_IN_SEGMENT: 'not_in_segment',
  PAYMENT_METHOD_NOT_CHOSEN: 'payment_method_not_chosen',
  NO_DELIVERY_PRICE: 'no_delivery_price',
  BELOW_MINIMUM: 'below_minimum',
  NO_DISCOUNT: 'no_discount',
  EXCLUDED: 'excluded',
} as const;
export type NotAppliedReason = (typeof NotAppliedReason)[keyof typeof NotAppliedReason];
