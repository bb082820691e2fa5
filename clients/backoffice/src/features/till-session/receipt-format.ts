/**
 * Text as a thermal printer takes it. Intl and formatMoney put bidi marks (U+200E, U+200F, U+061C)
 * and isolates (U+2066 to U+2069) around amounts in Arabic, and narrow no-break spaces between
 * thousands; receipt printers' fonts have no glyph for them and print boxes or shift the columns
 * (OFFLINE.md, Q15 notes). The receipt strips them and keeps an amount's digits in order with
 * dir="ltr" on its element instead. Dates are the shop's wall clock written by hand (no Intl), so
 * they carry no mark and the same Latin digits in every language.
 */
import { formatMoney, shopWallClock } from '@tijara/schema';
import type { Labels } from '../till-data';

const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const ODD_SPACES = /[\u00a0\u202f\u2009]/g;

/** The text without bidi marks or isolates, odd spaces made plain. */
export function printable(text: string): string {
  return text.replace(BIDI_MARKS, '').replace(ODD_SPACES, ' ');
}

/** "1 234,50 DA" (fr), "1.234,50 DA" (ar-DZ), with nothing a thermal printer chokes on. */
export function receiptMoney(amount: number, locale: string): string {
  return printable(formatMoney(amount, locale));
}

/** "25/11/2026 09:30" in the shop's time, whatever the tablet's zone. */
export function receiptTime(at: number): string {
  const clock = shopWallClock(at);
  return `${clock.slice(8, 10)}/${clock.slice(5, 7)}/${clock.slice(0, 4)} ${clock.slice(11, 16)}`;
}

/** "2026-12-05" (a due day) as "05/12/2026". */
export function receiptDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A name in the receipt's language, French when that one is empty. */
export function labelIn(labels: Labels, locale: string): string {
  const language = locale.slice(0, 2);
  const own = language === 'ar' ? labels.ar : language === 'en' ? labels.en : labels.fr;
  return own.trim() === '' ? labels.fr : own;
}

/** Right to left for Arabic. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return locale.startsWith('ar') ? 'rtl' : 'ltr';
}
