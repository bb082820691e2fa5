/**
 * The time promotions are priced at, read from the clock in an effect (not during a render) and
 * again every PRICING_CLOCK_MS: a promotion that starts or ends while the cart is open changes the
 * totals within that time.
 */
import { useEffect, useState } from 'react';

export const PRICING_CLOCK_MS = 30_000;

export function usePricingClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), PRICING_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
