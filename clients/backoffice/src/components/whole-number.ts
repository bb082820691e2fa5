/**
 * Whole numbers as staff type them in the back office's fields (quantities, a priority, a minimum of
 * orders): Latin or Arabic-Indic digits, spaces around allowed; anything else (1.5, 2e1, -1, blanks,
 * spaces between thousands) is refused, not rounded. At most 9 digits, so always a GraphQL Int.
 */
import { normaliseDigits } from '@tijara/shared';

/** The whole number typed, or null when the text is not one. */
export function parseWholeNumber(text: string): number | null {
  const digits = normaliseDigits(text).trim();
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}
