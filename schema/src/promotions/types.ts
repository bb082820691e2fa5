/**
 * The engine's input and output. Everything is plain data (numbers, strings, arrays) so a rule set
 * and a cart can be cached in IndexedDB by the POS and priced there exactly as the server prices them.
 * Money is integer centimes on one basis (the catalogue's HT prices on the server).
 */
import type { PaymentType, SalesChannel } from '../orders.js';
import type {
  Combinability,
  DiscountType,
  NotAppliedReason,
  PromotionGroup,
  PromotionScope,
} from './vocabulary.js';

export interface PromotionRule {
  readonly id: number;
  readonly scope: PromotionScope;
  /**
   * Ids of the products, categories, brands, brand lines, collections or customer segments the scope
   * names. Category targets already include their subcategories (the loader expands them).
   */
  readonly targetIds: readonly number[];
  /** For the payment_method scope: the methods that earn the discount. */
  readonly paymentMethods: readonly PaymentType[];
  /** Higher first. */
  readonly priority: number;
  readonly active: boolean;
  /** Epoch milliseconds; the promotion runs from startsAt (included) to endsAt (excluded). */
  readonly startsAt: number;
  readonly endsAt: number;
  /** Normalised (normaliseCouponCode); null: no code is needed. */
  readonly couponCode: string | null;
  /** The coupon is consumed by the order that uses it: once per customer. */
  readonly singleUse: boolean;
  readonly discountType: DiscountType;
  /** Hundredths: basis points for a percentage, centimes for an amount. */
  readonly value: number;
  readonly combinability: Combinability;
  readonly channels: readonly SalesChannel[];
  /** Centimes: the cart's subtotal before any discount must reach it; null: no minimum. */
  readonly minimumSubtotal: number | null;
}

export interface CartLine {
  /** Unique in the cart (a product and combination, or a client's line id). */
  readonly key: string;
  readonly productId: number;
  /** The product's main and additional categories (not their parents: targets are expanded instead). */
  readonly categoryIds: readonly number[];
  readonly brandId: number | null;
  readonly brandLineId: number | null;
  readonly collectionIds: readonly number[];
  /** A whole number of at least 1. */
  readonly quantity: number;
  /** Centimes, before any promotion. */
  readonly unitPrice: number;
}

export interface CartCustomer {
  readonly segmentIds: readonly number[];
  /** Promotions whose single-use coupon this customer has already consumed. */
  readonly usedPromotionIds: readonly number[];
}

export interface CartSnapshot {
  readonly lines: readonly CartLine[];
  /** Null for a shopper not yet known (no segment, no single-use coupon). */
  readonly customer: CartCustomer | null;
  readonly channel: SalesChannel;
  readonly paymentMethod: PaymentType | null;
  /** Centimes. */
  readonly deliveryPrice: number;
  readonly couponCodes: readonly string[];
  /** Epoch milliseconds: the instant the cart is priced at. */
  readonly at: number;
}

export interface LineDiscount {
  readonly promotionId: number;
  /** Off each unit. */
  readonly unitAmount: number;
  /** Off the line (unitAmount x quantity). */
  readonly amount: number;
}

export interface LinePricing {
  readonly key: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** After the line's item promotions. */
  readonly unitPriceAfter: number;
  /** unitPrice x quantity. */
  readonly subtotal: number;
  readonly itemDiscounts: readonly LineDiscount[];
  /** This line's share of the cart promotions on the subtotal (for per-line tax and refunds). */
  readonly cartShare: number;
  /** subtotal - item discounts - cartShare, never below 0. */
  readonly total: number;
}

export interface AppliedPromotion {
  readonly promotionId: number;
  readonly group: PromotionGroup;
  /** Where the discount went: line prices, the subtotal, or the delivery price. */
  readonly target: 'items' | 'subtotal' | 'delivery';
  /** Centimes off the order. */
  readonly amount: number;
}

export interface NotAppliedPromotion {
  readonly promotionId: number;
  readonly reason: NotAppliedReason;
  /** For `excluded`: the promotions that won in its place. */
  readonly excludedBy: readonly number[];
}

export interface CartPricing {
  /** In the order the snapshot gave them. */
  readonly lines: readonly LinePricing[];
  readonly applied: readonly AppliedPromotion[];
  readonly notApplied: readonly NotAppliedPromotion[];
  /** Sum of unit prices x quantities. */
  readonly subtotal: number;
  readonly itemDiscount: number;
  readonly cartDiscount: number;
  readonly deliveryPrice: number;
  readonly deliveryDiscount: number;
  /** subtotal - itemDiscount - cartDiscount + deliveryPrice - deliveryDiscount. */
  readonly total: number;
}
