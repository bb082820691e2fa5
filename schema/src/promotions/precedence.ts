/**
 * The one order promotions are considered in (README, rule 2): higher priority first; at equal
 * priority a percentage before an amount (a percentage taken first leaves the customer more), the
 * larger value first, then the older promotion (smaller id). It depends on nothing in the cart.
 */
import type { PromotionRule } from './types.js';
import { DiscountType } from './vocabulary.js';

export function byPrecedence(a: PromotionRule, b: PromotionRule): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.discountType !== b.discountType) return a.discountType === DiscountType.PERCENTAGE ? -1 : 1;
  if (a.value !== b.value) return b.value - a.value;
  return a.id - b.id;
}
