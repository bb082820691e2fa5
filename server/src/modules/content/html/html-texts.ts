/** Rich HTML per language (CMS pages, blog posts): sanitised, bounded, empty languages dropped. */
import { ContentMessageKey, LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { ContentProblems } from '../content-problems';
import type { PartialTexts, TextsInput } from '../texts';
import { sanitizeRichHtml, visibleText } from './rich-html';

/** HTML of one language as typed (before cleaning), characters. */
export const PAGE_HTML_MAX_LENGTH = 100_000;

export function cleanHtmlTexts(
  problems: ContentProblems,
  field: string,
  input: TextsInput | null | undefined,
  options: { readonly frenchRequired: boolean },
): PartialTexts {
  const clean: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const typed = input?.[locale] ?? '';
    if (typed.length > PAGE_HTML_MAX_LENGTH) {
      problems.add(`${field}.${locale}`, ContentMessageKey.TEXT_TOO_LONG);
      continue;
    }
    const html = sanitizeRichHtml(typed);
    if (visibleText(html) !== '' || html.includes('<img')) clean[locale] = html;
  }
  if (options.frenchRequired && clean.fr === undefined && !problems.has(`${field}.fr`)) {
    problems.add(`${field}.fr`, ContentMessageKey.TEXT_REQUIRED);
  }
  return clean;
}
