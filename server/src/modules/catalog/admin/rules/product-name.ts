/** A product's name in a language: its translation there, else French (always written at creation). */
import { DEFAULT_LOCALE } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export function productNameIn(
  translations: Iterable<{ readonly locale: Locale; readonly name: string }>,
  locale: Locale,
): string {
  let fallback = '';
  for (const translation of translations) {
    if (translation.locale === locale && translation.name.trim() !== '') return translation.name;
    if (translation.locale === DEFAULT_LOCALE) fallback = translation.name;
  }
  return fallback;
}
