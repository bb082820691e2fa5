/**
 * Translated labels as the taxonomy forms type them and the server takes them: French required (the
 * fallback language), English and Arabic optional. Empty translations travel as null, so the server
 * drops them and the storefront falls back to French rather than showing an empty name.
 */
import type { Locale } from '@tijara/schema';
import type { LabelsInput, TaxonomyLabelsFragment } from '../../__generated__/taxonomy/graphql';

export const LANGUAGES = ['fr', 'en', 'ar'] as const satisfies readonly Locale[];

/** What the three inputs hold, as typed. */
export type LabelsDraft = Readonly<Record<Locale, string>>;

export const EMPTY_LABELS: LabelsDraft = { fr: '', en: '', ar: '' };

export function labelsDraftOf(labels: TaxonomyLabelsFragment | null | undefined): LabelsDraft {
  return { fr: labels?.fr ?? '', en: labels?.en ?? '', ar: labels?.ar ?? '' };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Labels to send: French trimmed (checked non-empty before), the others null when left empty. */
export function labelsInputOf(draft: LabelsDraft): LabelsInput {
  return { fr: draft.fr.trim(), en: orNull(draft.en), ar: orNull(draft.ar) };
}

/** Optional labels (descriptions): null when nothing was typed in any language. */
export function optionalLabelsInputOf(draft: LabelsDraft): LabelsInput | null {
  return LANGUAGES.every((language) => draft[language].trim() === '') ? null : labelsInputOf(draft);
}

/** The text in the screen's language, else French (as the server's `name` field reads it). */
export function labelIn(labels: TaxonomyLabelsFragment, locale: Locale): string {
  return labels[locale]?.trim() || labels.fr;
}

/** The languages a record still lacks, for the "to translate" hint (French is always there). */
export function missingLanguages(labels: TaxonomyLabelsFragment): Locale[] {
  return LANGUAGES.filter((language) => !labels[language]?.trim());
}

/** Orders rows as the server does (position, then id), so a saved position moves its row at once. */
export function byPosition<T extends { readonly position: number; readonly id: number }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}
