/**
 * The back office's currency input (digits only, thousands separated by spaces, decimal comma
 * with a point also accepted, at most 2 decimals, padded to ",00" on blur). Amounts leave the field as
 * integer centimes through parseDinars (@tijara/schema), the parser the server's shims use too.
 */
import { normaliseDigits, parseDinars } from '@tijara/schema';

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
  if (text.trim() === '') return null;
  return parseDinars(text, { allowNegative: false }) ?? undefined;
}

/** The field's text for an amount, as shown after blur: "1 234,50". */
export function formatCurrencyInput(centimes: number): string {
  const whole = Math.trunc(centimes / 100);
  const cents = Math.abs(centimes % 100);
  return `${groupThousands(String(whole))},${String(cents).padStart(2, '0')}`;
}
