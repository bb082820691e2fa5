/**
 * Texts per language as content stores them: one JSON object `{fr, en?, ar?}` per column (French
 * required where a text is, and the fallback), like the catalogue's labels. Reading picks the
 * request's language, else French; writing trims, drops empty languages and bounds the length.
 */
import { ContentMessageKey, LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { ContentProblems } from './content-problems';

export type PartialTexts = Readonly<Partial<Record<Locale, string>>>;
export type Texts = { readonly fr: string } & PartialTexts;

/** A title, a name, a label: characters at most. */
export const TEXT_MAX_LENGTH = 200;

export interface TextsInput {
  readonly fr?: string | null;
  readonly en?: string | null;
  readonly ar?: string | null;
}

/** The text in the locale, else French, else null. */
export function textIn(texts: PartialTexts | null | undefined, locale: Locale): string | null {
  const own = texts?.[locale]?.trim();
  if (own) return own;
  const french = texts?.fr?.trim();
  return french ? french : null;
}

/** Every written language, trimmed, empty ones dropped; a text over `max` is a problem of its field. */
export function cleanTexts(
  problems: ContentProblems,
  field: string,
  input: TextsInput | null | undefined,
  max = TEXT_MAX_LENGTH,
): PartialTexts {
  const clean: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = input?.[locale]?.trim() ?? '';
    if (text.length > max) problems.add(`${field}.${locale}`, ContentMessageKey.TEXT_TOO_LONG);
    else if (text !== '') clean[locale] = text;
  }
  return clean;
}

/** Texts whose French is required. */
export function requiredTexts(
  problems: ContentProblems,
  field: string,
  input: TextsInput | null | undefined,
  max = TEXT_MAX_LENGTH,
): Texts {
  const clean = cleanTexts(problems, field, input, max);
  if (clean.fr === undefined && !problems.has(`${field}.fr`)) {
    problems.add(`${field}.fr`, ContentMessageKey.TEXT_REQUIRED);
  }
  return { ...clean, fr: clean.fr ?? '' };
}
