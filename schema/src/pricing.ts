/**
 * Tax-inclusive prices, computed the same way by the server (which stores and serves them) and by
 * the back-office wizard (which shows them while staff type): one function, so the figure on screen
 * is the figure stored.
 *
 * The rule: TTC = HT x (1 + tax/100), the rate rounded to 2 decimals, an empty HT giving 0.
 * The tax percent is kept with 2 decimals (19, 9.5, 7.25 %), so it travels as an integer count of
 * hundredths of a percent (basis points: 19 % is 1900) and the product is exact integer arithmetic:
 * TTC centimes = HT centimes x (10000 + bp) / 10000, rounded half up to the centime.
 */
import { centimes } from './money.js';
import type { Centimes } from './money.js';

export const BASIS_POINTS_PER_PERCENT = 100;
/** Algeria's VAT rates (standard and reduced), the choices the back office offers first. */
export const ALGERIAN_VAT_PERCENTS = [19, 9, 0] as const;
export const MAX_TAX_PERCENT = 100;

/** A percent as typed (19, 9.5, "19,00") rounded to 2 decimals, as basis points. */
export function taxPercentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_TAX_PERCENT) {
    throw new RangeError(`A tax percent is between 0 and ${MAX_TAX_PERCENT}, got ${percent}`);
  }
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}

export function basisPointsToTaxPercent(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

/** HT to TTC in centimes; null or undefined HT (an empty field) gives 0. */
export function priceTtc(priceHt: Centimes | number | null | undefined, taxBasisPoints: number): Centimes {
  if (priceHt === null || priceHt === undefined) return centimes(0);
  if (!Number.isSafeInteger(priceHt) || !Number.isSafeInteger(taxBasisPoints) || taxBasisPoints < 0) {
    throw new RangeError(
      `priceTtc needs integer centimes and basis points, got ${priceHt}, ${taxBasisPoints}`,
    );
  }
  const scaled = priceHt * (10000 + taxBasisPoints);
  // Half up, symmetric for negative amounts (a negative price impact rounds like its positive twin).
  const rounded = Math.sign(scaled) * Math.floor((Math.abs(scaled) + 5000) / 10000);
  return centimes(rounded);
}
