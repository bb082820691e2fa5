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

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * "1 234,50 DA"-style label with 2 decimals in the given locale; ar-DZ keeps Latin digits. In Arabic
 * the amount and its Latin "DA" are one left-to-right run inside right-to-left text: without the
 * isolate around it the browser shows "DA 400,00".
 */
export function formatMoney(amount: Centimes | number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / CENTIMES_PER_DINAR);
  const label = `${number} DA`;
  return locale.startsWith('ar') ? `${LEFT_TO_RIGHT_ISOLATE}${label}${POP_DIRECTIONAL_ISOLATE}` : label;
}
