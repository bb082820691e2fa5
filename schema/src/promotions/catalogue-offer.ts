/**
 * The price a listing shows: what the engine gives one unit of a product in an otherwise empty cart,
 * with the promotions that need nothing from the shopper (item promotions without a coupon). Cart,
 * shipping, payment and segment promotions show in the cart, not on a product card. Because the
 * figure comes from priceCart itself, the card's price is the cart's unit price for that product.
 */
import { SalesChannel } from '../orders.js';
import { priceCart } from './engine.js';
import { present } from './present.js';
import type { PromotionRule } from './types.js';
import { DiscountType, groupOf } from './vocabulary.js';

export interface CatalogueProduct {
  readonly productId: number;
  readonly categoryIds: readonly number[];
  readonly brandId: number | null;
  readonly brandLineId: number | null;
  readonly collectionIds: readonly number[];
  /** Centimes. */
  readonly unitPrice: number;
}

export interface CatalogueOffer {
  /** Centimes, never below 0. */
  readonly priceAfter: number;
  readonly promotionIds: readonly number[];
  /**
   * What a card's badge says. One promotion: its own type and value (hundredths). Several stacked:
   * the amount they take together, so price - badge always equals priceAfter.
   */
  readonly badge: { readonly ruleType: DiscountType; readonly value: number };
}

/** Rules a product card may show: item promotions a shopper gets without typing a code. */
export function isCatalogueRule(rule: PromotionRule): boolean {
  return groupOf(rule.scope) === 'item' && rule.couponCode === null && !rule.singleUse;
}

export function catalogueOffer(
  rules: readonly PromotionRule[],
  product: CatalogueProduct,
  at: number,
  channel: SalesChannel = SalesChannel.ECOMMERCE,
): CatalogueOffer | null {
  const pricing = priceCart(rules.filter(isCatalogueRule), {
    lines: [{ key: String(product.productId), quantity: 1, ...product }],
    customer: null,
    channel,
    paymentMethod: null,
    deliveryPrice: 0,
    couponCodes: [],
    at,
  });
  const line = present(pricing.lines[0], 'the one line of a card');
  if (line.itemDiscounts.length === 0) return null;
  const promotionIds = line.itemDiscounts.map((discount) => discount.promotionId);
  const only =
    line.itemDiscounts.length === 1 ? rules.find((rule) => rule.id === promotionIds[0]) : undefined;
  const badge = only
    ? { ruleType: only.discountType, value: only.value }
    : { ruleType: DiscountType.AMOUNT, value: line.unitPrice - line.unitPriceAfter };
  return { priceAfter: line.unitPriceAfter, promotionIds, badge };
}
