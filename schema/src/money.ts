/**
 * Money is an integer count of centimes of Algerian dinar (DZD). It is stored, sent and computed as
 * such; only the edges (a label on screen, a legacy REST field) turn it into dinars.
 */
export type Centimes = number & { readonly __brand: 'Centimes' };

export const CENTIMES_PER_DINAR = 100;

export function centimes(value: number): Centimes {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of centimes, got ${value}`);
  }
  return value as Centimes;
}

/** Dinars (as typed by staff, at most 2 decimals) to centimes, without floating-point drift. */
export function dinarsToCentimes(dinars: number): Centimes {
  return centimes(Math.round(dinars * CENTIMES_PER_DINAR));
}

/** Centimes to a dinar amount for legacy JSON fields that carry dinars. */
export function centimesToDinars(amount: Centimes | number): number {
  return amount / CENTIMES_PER_DINAR;
}

/**
 * "1 234,50 DA"-style label with 2 decimals in the given locale. ar-DZ keeps Latin digits. Bidi marks
 * that Intl inserts are kept: they are what makes the label render right in Arabic text.
 */
export function formatMoney(amount: Centimes | number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / CENTIMES_PER_DINAR);
  return `${number} DA`;
}
