/**
 * The pricing step's figures. TTC is derived with priceTtc() from @tijara/schema, the very function
 * the server applies when it stores and serves prices, so the figure staff see while typing is the
 * figure the shop will charge.
 */
import { MAX_TAX_PERCENT, normaliseDigits, priceTtc, taxPercentToBasisPoints } from '@tijara/schema';
import { parseCurrencyInput } from '@tijara/shared';

export const HT_FIELDS = ['priceHt', 'supplyPriceHt', 'wholeSalePriceHt'] as const;
export type HtField = (typeof HT_FIELDS)[number];

export interface PriceTexts {
  readonly priceHt: string;
  readonly tax: string;
  readonly supplyPriceHt: string;
  readonly wholeSalePriceHt: string;
}

export interface PriceFigures {
  /** Centimes per HT field; null when empty; undefined when the text is not an amount. */
  readonly ht: Readonly<Record<HtField, number | null | undefined>>;
  /** Basis points, or undefined when the rate is not valid. */
  readonly taxBasisPoints: number | undefined;
  /** TTC centimes per HT field (an empty HT gives 0), or undefined when an input is invalid. */
  readonly ttc: Readonly<Record<HtField, number | undefined>>;
}

export function parseTaxPercent(text: string): number | undefined {
  const compact = normaliseDigits(text).trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(compact)) return undefined;
  const percent = Number(compact);
  return percent <= MAX_TAX_PERCENT ? taxPercentToBasisPoints(percent) : undefined;
}

export function priceFigures(texts: PriceTexts): PriceFigures {
  const taxBasisPoints = parseTaxPercent(texts.tax);
  const ht = {
    priceHt: parseCurrencyInput(texts.priceHt),
    supplyPriceHt: parseCurrencyInput(texts.supplyPriceHt),
    wholeSalePriceHt: parseCurrencyInput(texts.wholeSalePriceHt),
  };
  const ttcOf = (field: HtField) => {
    const amount = ht[field];
    return amount === undefined || taxBasisPoints === undefined
      ? undefined
      : priceTtc(amount, taxBasisPoints);
  };
  return {
    ht,
    taxBasisPoints,
    ttc: {
      priceHt: ttcOf('priceHt'),
      supplyPriceHt: ttcOf('supplyPriceHt'),
      wholeSalePriceHt: ttcOf('wholeSalePriceHt'),
    },
  };
}
