/**
 * The promotion a card is sold under. The promotions engine arrives with a later issue and plugs in
 * here: until then no product has one, so listings show productPriceAfterPromotion = null and
 * promotionRead = null, and the effective price is the HT price.
 */
import type { ProductCardRow } from './card-row';

export interface CardPromotion {
  /** Percent (ruleType 'percentage') or an amount in centimes ('amount'). */
  readonly value: number;
  readonly ruleType: 'percentage' | 'amount';
  /** The HT price after the promotion, centimes. */
  readonly priceHtAfter: number;
}

export function promotionOf(_card: ProductCardRow): CardPromotion | null {
  return null;
}
