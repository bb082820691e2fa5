import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

/**
 * What is wrong with an app's catalogues: an id missing or extra in a language (against fr, built
 * from the defaultMessages), an empty text, or a text that is not valid ICU. Empty means complete.
 */
export function catalogueProblems(catalogues: Record<Locale, Record<string, string>>): string[] {
  const problems: string[] = [];
  const ids = Object.keys(catalogues.fr);
  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    for (const id of ids) {
      const text = catalogue[id];
      if (text === undefined || text.trim() === '') {
        problems.push(`${locale}: ${id} is missing`);
        continue;
      }
      try {
        new IntlMessageFormat(text, locale);
      } catch (error) {
        problems.push(`${locale}: ${id} is not valid ICU (${(error as Error).message})`);
      }
    }
    for (const id of Object.keys(catalogue)) {
      if (!(id in catalogues.fr)) problems.push(`${locale}: ${id} is not in the French source`);
    }
  }
  return problems;
}

/** French texts written under more than one id (text -> its ids): candidates for a shared word. */
export function duplicateTexts(french: Readonly<Record<string, string>>): Record<string, string[]> {
  const idsByText = new Map<string, string[]>();
  for (const [id, text] of Object.entries(french)) idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
  return Object.fromEntries([...idsByText].filter(([, ids]) => ids.length > 1));
}
