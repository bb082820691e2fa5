/** A text per language shown in the screen's language, French when that one is missing. */
import type { Locale } from '@tijara/schema';

export interface TextsByLanguage {
  readonly fr?: string | null;
  readonly en?: string | null;
  readonly ar?: string | null;
}

export function titleIn(texts: TextsByLanguage, locale: Locale): string {
  return texts[locale]?.trim() || texts.fr?.trim() || '';
}
