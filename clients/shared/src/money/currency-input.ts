/**
 * The back office's currency input (spec: digits only, thousands separated by spaces, decimal comma
 * with a point also accepted, at most 2 decimals, padded to ",00" on blur). Amounts leave the field as
 * integer centimes, parsed from the text without floating point, so "1 234,56" is exactly 123456.
 */
import { normaliseDigits } from '../i18n/digits';

/** What typing may leave in the field: digits, spaces, one decimal comma and 2 decimals at most. */
export function cleanCurrencyTyping(text: string): string {
  const latin = normaliseDigits(text).replace(/\./g, ',');
  const [whole = '', ...rest] = latin.replace(/[^\d,]/g, '').split(',');
  const grouped = groupThousands(whole.replace(/^0+(?=\d)/, ''));
  return rest.length === 0 ? grouped : `${grouped},${rest.join('').slice(0, 2)}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Centimes from the field's text; null for an empty field; undefined when it is not an amount. */
export function parseCurrencyInput(text: string): number | null | undefined {
  const compact = normaliseDigits(text)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace('.', ',');
  if (compact === '') return null;
  const match = /^(\d+)(?:,(\d{0,2}))?$/.exec(compact);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const value = whole * 100 + cents;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The field's text for an amount, as shown after blur: "1 234,50". */
export function formatCurrencyInput(centimes: number): string {
  const whole = Math.trunc(centimes / 100);
  const cents = Math.abs(centimes % 100);
  return `${groupThousands(String(whole))},${String(cents).padStart(2, '0')}`;
}
