/**
 * A product's prices as the pricing step sends them: centimes (HT), the tax in percent with 2
 * decimals stored as basis points (19 % = 1900; priceTtc() derives TTC from them), optional supply
 * and wholesale prices and the wholesale minimum order quantity. Absent optional fields stay as they
 * are; null clears them.
 */
import { MAX_TAX_PERCENT, taxPercentToBasisPoints } from '@tijara/schema';
import type { FieldProblems } from './field-checks';

export interface PricesInput {
  readonly priceHt: number;
  readonly taxPercent: number;
  readonly supplyPriceHt?: number | null;
  readonly wholesalePriceHt?: number | null;
  readonly wholesaleMoq?: number | null;
}

export interface PricesPatch {
  priceHt: number;
  taxRateBp: number;
  supplyPriceHt?: number | null;
  wholesalePriceHt?: number | null;
  wholesaleMoq?: number | null;
}

function amount(problems: FieldProblems, field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    problems.add(field, 'must be a whole number of centimes from 0');
}

/** The columns to write; problems are recorded under `${prefix}${field}`. */
export function checkPrices(problems: FieldProblems, input: PricesInput, prefix = ''): PricesPatch {
  amount(problems, `${prefix}priceHt`, input.priceHt);
  let taxRateBp = 0;
  if (!Number.isFinite(input.taxPercent) || input.taxPercent < 0 || input.taxPercent > MAX_TAX_PERCENT) {
    problems.add(`${prefix}taxPercent`, `must be a percent from 0 to ${MAX_TAX_PERCENT}`);
  } else {
    taxRateBp = taxPercentToBasisPoints(input.taxPercent);
  }
  const patch: PricesPatch = { priceHt: input.priceHt, taxRateBp };
  for (const field of ['supplyPriceHt', 'wholesalePriceHt'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null) amount(problems, `${prefix}${field}`, value);
    patch[field] = value;
  }
  if (input.wholesaleMoq !== undefined) {
    const moq = input.wholesaleMoq;
    if (moq !== null && (!Number.isSafeInteger(moq) || moq < 1 || moq > 2_147_483_647)) {
      problems.add(`${prefix}wholesaleMoq`, 'must be a whole number from 1');
    }
    patch.wholesaleMoq = moq;
  }
  return patch;
}
