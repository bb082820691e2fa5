/**
 * Short translated labels (category, brand line, collection, tag, feature and attribute names,
 * combination names) are one JSON object per row: French always present (the default and fallback
 * language), English and Arabic when written. They are edited together in one form and read with the
 * row, so a table per language would only add joins. Long product texts, edited one language at a
 * time, have their own table (product-translation.entity.ts).
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export type Labels = { readonly fr: string } & Readonly<Partial<Record<Exclude<Locale, 'fr'>, string>>>;

/** The label in the locale, else French. */
export function labelIn(labels: Labels, locale: Locale): string {
  const text = labels[locale];
  return text !== undefined && text.trim() !== '' ? text : labels.fr;
}

/** Every written translation, in the order fr, en, ar (what the legacy `langs` arrays carry). */
export function labelList(labels: Labels): { locale: Locale; name: string }[] {
  return LOCALES.flatMap((locale) => {
    const name = labels[locale];
    return name === undefined || name.trim() === '' ? [] : [{ locale, name }];
  });
}
