/**
 * The cart priced by the shared promotions engine on the rules cached on the device (POS channel),
 * again whenever the lines, the customer, the coupons or the payment type change: the totals the
 * server computes when the sale syncs. Null while the rules are being read from Dexie.
 */
import { useMemo } from 'react';
import { priceTillCart } from '../till-data';
import type { PromotionRuleRow, TillPricing } from '../till-data';
import type { TillCart } from './till-cart';
import { usePricingClock } from './use-clock';

export function useCartPricing(cart: TillCart, rules: PromotionRuleRow[] | undefined): TillPricing | null {
  const at = usePricingClock();
  return useMemo(
    () =>
      rules
        ? priceTillCart({
            entries: cart.entries,
            customer: cart.customer,
            paymentType: cart.paymentType,
            couponCodes: cart.couponCodes,
            rules,
            at,
          })
        : null,
    [cart.entries, cart.customer, cart.paymentType, cart.couponCodes, rules, at],
  );
}
