/**
 * Inputs accept Arabic-Indic (U+0660-0669) and Eastern Arabic-Indic (U+06F0-06F9, Persian/Urdu
 * keyboards) digits; validation, storage and idempotency payloads use Latin digits only. One function
 * for the apps' inputs and the server's parsers (amounts, phone numbers).
 */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
