/**
 * Algerian mobile numbers as the storefront forms accept them (spec storefront.md section 5): the
 * shopper may type spaces, dashes, dots, +213 or 00213; the stored form is the national one, 10
 * digits starting 05, 06 or 07. Shared by reviews and checkout, so both store the same string for
 * the same phone.
 */
import { normaliseDigits } from '@tijara/schema';

const INTERNATIONAL_PREFIXES = ['+213', '00213'] as const;
const MOBILE_PATTERN = /^0[567]\d{8}$/;

/**
 * The national form of what was typed: characters other than digits and `+` are dropped, the
 * international prefix removed, and a leading 0 added to 9 digits starting 5, 6 or 7. Whatever
 * comes out still has to pass `isAlgerianMobile`.
 */
export function normalizeAlgerianPhone(raw: string): string {
  let phone = normaliseDigits(raw).replace(/[^\d+]/g, '');
  const prefix = INTERNATIONAL_PREFIXES.find((p) => phone.startsWith(p));
  if (prefix) phone = phone.slice(prefix.length);
  if (/^[567]\d{8}$/.test(phone)) phone = `0${phone}`;
  return phone;
}

/** True for a normalised mobile number: 0, then 5, 6 or 7, then 8 digits. */
export function isAlgerianMobile(phone: string): boolean {
  return MOBILE_PATTERN.test(phone);
}
