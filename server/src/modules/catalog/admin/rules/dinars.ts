/**
 * Amounts typed in dinars by the back office's currency inputs ("1 234,50", "1234.5", "-150"):
 * spaces as thousands separators, a decimal comma or point, at most 2 decimals, Arabic-Indic digits
 * accepted. Parsed as text into integer centimes, never through a float, so 0,29 stays 29 centimes.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const AMOUNT_PATTERN = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Centimes of a typed dinar amount, or null when it is not one. */
export function parseDinars(text: string): number | null {
  // Spaces of every kind (no-break and narrow no-break come from Intl formatting) group thousands.
  const compact = latinDigits(text.trim()).replace(/[\s\u00a0\u202f]/g, '');
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return null;
  const [, minus, whole = '', decimals = ''] = match;
  const centimes = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(centimes)) return null;
  return minus && centimes !== 0 ? -centimes : centimes;
}
