/**
 * Money is an integer count of centimes of Algerian dinar (DZD). It is stored, sent and computed as
 * such; only the edges (a label on screen, a legacy REST field) turn it into dinars.
 */
import { normaliseDigits } from './digits.js';

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

/** One formatter per locale: building one is costly and a listing prices dozens of cards. */
const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: string): Intl.NumberFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format;
}

/**
 * "1 234,50 DA"-style label with 2 decimals in the given locale; ar-DZ keeps Latin digits. In Arabic
 * the amount and its Latin "DA" are one left-to-right run inside right-to-left text: without the
 * isolate around it the browser shows "DA 400,00".
 */
export function formatMoney(amount: Centimes | number, locale: string): string {
  const number = amountFormat(locale).format(amount / CENTIMES_PER_DINAR);
  const label = `${number} DA`;
  return locale.startsWith('ar') ? `${LEFT_TO_RIGHT_ISOLATE}${label}${POP_DIRECTIONAL_ISOLATE}` : label;
}

const DINAR_AMOUNT = /^(-)?(\d+)(?:[.,](\d{0,2}))?$/;

/**
 * Centimes of a dinar amount as staff type it ("1 234,50", "1234.5", "-150", Arabic-Indic digits):
 * spaces of every kind group thousands (Intl puts no-break and narrow no-break ones), a decimal comma
 * or point, at most 2 decimals. Parsed as text, never through a float, so "0,29" is 29 centimes.
 * Null when the text is not such an amount; negative amounts only when `allowNegative`.
 */
export function parseDinars(text: string, { allowNegative = true } = {}): Centimes | null {
  const compact = normaliseDigits(text.trim()).replace(/[\s\u00a0\u202f]/g, '');
  const match = DINAR_AMOUNT.exec(compact);
  if (!match) return null;
  const [, minus, whole = '', decimals = ''] = match;
  const value = Number(whole) * CENTIMES_PER_DINAR + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(value) || (minus && !allowNegative)) return null;
  return centimes(minus && value !== 0 ? -value : value);
}
