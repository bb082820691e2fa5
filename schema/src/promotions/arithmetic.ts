/**
 * The two integer operations the engine needs: a discount off an amount, and spreading a cart
 * discount over lines. Both are exact in centimes (no floating point ever reaches a total).
 */
import { DiscountType } from './vocabulary.js';

/** round(amount x hundredths / 10000), half up, exact even past 2^53 intermediate products. */
function percentOf(amount: number, hundredths: number): number {
  const product = amount * hundredths;
  if (Number.isSafeInteger(product)) return Math.floor((product + 5000) / 10000);
  return Number((BigInt(amount) * BigInt(hundredths) + 5000n) / 10000n);
}

/**
 * What a discount takes off `base` (centimes): value percent of it, rounded half up to the centime,
 * or the amount; never more than the base, so no price goes below 0.
 */
export function discountOff(
  base: number,
  discount: { readonly discountType: DiscountType; readonly value: number },
): number {
  if (base <= 0 || discount.value <= 0) return 0;
  const off =
    discount.discountType === DiscountType.PERCENTAGE ? percentOf(base, discount.value) : discount.value;
  return Math.min(base, off);
}

/**
 * Splits `total` over `weights` in proportion (largest remainder, ties to the earlier weight), so
 * the shares add up to exactly `total` and none exceeds its weight when total <= sum(weights).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight, index) => {
    const numerator = BigInt(total) * BigInt(weight);
    return { index, floor: Number(numerator / BigInt(sum)), rest: Number(numerator % BigInt(sum)) };
  });
  const left = total - exact.reduce((a, share) => a + share.floor, 0);
  const order = [...exact].sort((a, b) => b.rest - a.rest || a.index - b.index);
  const topped = new Set(order.slice(0, left).map((share) => share.index));
  return exact.map((share) => share.floor + (topped.has(share.index) ? 1 : 0));
}
