/**
 * Whether a promotion may apply to a cart at all, judged on its own (README, rule 1). The first
 * failed condition is the reason reported; an eligible item promotion carries the lines it matches.
 */
import type { CartLine, CartSnapshot, PromotionRule } from './types.js';
import { NotAppliedReason, PromotionScope, groupOf, normaliseCouponCode } from './vocabulary.js';

export type Eligibility =
  | { readonly eligible: true; readonly lineKeys: ReadonlySet<string> }
  | { readonly eligible: false; readonly reason: NotAppliedReason };

function lineMatches(rule: PromotionRule, targets: ReadonlySet<number>, line: CartLine): boolean {
  switch (rule.scope) {
    case PromotionScope.ALL:
      return true;
    case PromotionScope.PRODUCT:
      return targets.has(line.productId);
    case PromotionScope.CATEGORY:
      return line.categoryIds.some((id) => targets.has(id));
    case PromotionScope.BRAND:
      return line.brandId !== null && targets.has(line.brandId);
    case PromotionScope.BRAND_LINE:
      return line.brandLineId !== null && targets.has(line.brandLineId);
    case PromotionScope.COLLECTION:
      return line.collectionIds.some((id) => targets.has(id));
    default:
      return false;
  }
}

function refusal(reason: NotAppliedReason): Eligibility {
  return { eligible: false, reason };
}

function scopeRefusal(rule: PromotionRule, snapshot: CartSnapshot): NotAppliedReason | null {
  switch (rule.scope) {
    case PromotionScope.CUSTOMER_SEGMENT: {
      const segments = snapshot.customer?.segmentIds ?? [];
      return segments.some((id) => rule.targetIds.includes(id)) ? null : NotAppliedReason.NOT_IN_SEGMENT;
    }
    case PromotionScope.PAYMENT_METHOD:
      return snapshot.paymentMethod !== null && rule.paymentMethods.includes(snapshot.paymentMethod)
        ? null
        : NotAppliedReason.PAYMENT_METHOD_NOT_CHOSEN;
    case PromotionScope.SHIPPING:
      return snapshot.deliveryPrice > 0 ? null : NotAppliedReason.NO_DELIVERY_PRICE;
    default:
      return null;
  }
}

export function eligibilityOf(
  rule: PromotionRule,
  snapshot: CartSnapshot,
  lines: readonly CartLine[],
  subtotal: number,
): Eligibility {
  if (!rule.active) return refusal(NotAppliedReason.INACTIVE);
  if (snapshot.at < rule.startsAt) return refusal(NotAppliedReason.NOT_STARTED);
  if (snapshot.at >= rule.endsAt) return refusal(NotAppliedReason.ENDED);
  if (!rule.channels.includes(snapshot.channel)) return refusal(NotAppliedReason.CHANNEL_NOT_ALLOWED);
  if (rule.couponCode !== null) {
    const codes = snapshot.couponCodes.map(normaliseCouponCode);
    if (!codes.includes(rule.couponCode)) return refusal(NotAppliedReason.COUPON_REQUIRED);
  }
  if (rule.singleUse) {
    if (snapshot.customer === null) return refusal(NotAppliedReason.CUSTOMER_REQUIRED);
    if (snapshot.customer.usedPromotionIds.includes(rule.id)) {
      return refusal(NotAppliedReason.COUPON_ALREADY_USED);
    }
  }
  const scopeReason = scopeRefusal(rule, snapshot);
  if (scopeReason !== null) return refusal(scopeReason);
  // The scope before the minimum (README, rule 1); a cart-group promotion matches no line.
  const targets = new Set(rule.targetIds);
  const lineKeys = new Set(lines.filter((line) => lineMatches(rule, targets, line)).map((line) => line.key));
  if (groupOf(rule.scope) === 'item' && lineKeys.size === 0) {
    return refusal(NotAppliedReason.NO_MATCHING_LINE);
  }
  if (rule.minimumSubtotal !== null && subtotal < rule.minimumSubtotal) {
    return refusal(NotAppliedReason.BELOW_MINIMUM);
  }
  return { eligible: true, lineKeys };
}
