/**
 * Tax on a priced cart. The engine prices on HT; what the customer pays per line is the TTC of the
 * line's HT total after every discount (item promotions and its share of the cart promotions), at
 * the product's rate, rounded once per line by priceTtc(). The delivery price carries no VAT here.
 * The POS and the server both call this, so their TTC totals agree to the centime.
 */
import { priceTtc } from '../pricing.js';
import type { CartPricing } from './types.js';

export interface TaxedLine {
  readonly key: string;
  /** The line's HT total after discounts, and its TTC. */
  readonly totalHt: number;
  readonly totalTtc: number;
}

export interface TaxedCart {
  readonly lines: readonly TaxedLine[];
  /** Lines' TTC plus the delivery price after its discount. */
  readonly totalTtc: number;
}

export function withTax(pricing: CartPricing, taxRateBpOf: (key: string) => number): TaxedCart {
  const lines = pricing.lines.map((line) => ({
    key: line.key,
    totalHt: line.total,
    totalTtc: priceTtc(line.total, taxRateBpOf(line.key)),
  }));
  const delivery = pricing.deliveryPrice - pricing.deliveryDiscount;
  return { lines, totalTtc: lines.reduce((sum, line) => sum + line.totalTtc, 0) + delivery };
}
