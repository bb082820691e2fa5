/**
 * A combination's name in SQL, as every screen labels it: its own name in the locale, else French,
 * else its values' labels in the attributes' order joined by " - ", else its reference, else its id.
 * The catalogue owns combinations; the stock, expedition and promotion reads use this one rule.
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

function localeLiteral(locale: Locale): string {
  // Inlined, not bound, so the expression can sit anywhere in a statement; only known codes pass.
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${String(locale)}`);
  return `'${locale}'`;
}

/** The name of the combination under alias `c` (null when it is null). */
export function combinationNameSql(locale: Locale, c = 'c'): string {
  const l = localeLiteral(locale);
  const label =
    `(select string_agg(coalesce(nullif(trim(av.labels->>${l}), ''), av.labels->>'fr'), ' - ' ` +
    'order by a.position, a.id, av.position) from catalog.combination_value cv ' +
    'join catalog.attribute_value av on av.id = cv.attribute_value_id join catalog.attribute a on a.id = av.attribute_id ' +
    `where cv.combination_id = ${c}.id)`;
  return (
    `case when ${c}.id is null then null else coalesce(nullif(trim(${c}.names->>${l}), ''), ` +
    `nullif(trim(${c}.names->>'fr'), ''), ${label}, ${c}.reference, '#' || ${c}.id) end`
  );
}
