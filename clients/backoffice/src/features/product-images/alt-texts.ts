/**
 * An image's alternative texts as its form holds them: one string per language, checked as the
 * server checks them (image-rules.ts: 250 characters at most, French required once another
 * language has a text), so a refusal is said before sending.
 */
import type { MessageDescriptor } from 'react-intl';
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

/** The server's limit (ALT_MAX_LENGTH), counted after trimming. */
export const ALT_MAX_LENGTH = 250;

export type AltValues = Readonly<Record<Locale, string>>;

/** The input of a language: alt_fr, alt_en, alt_ar. */
export const altField = (locale: Locale) => `alt_${locale}`;

export function altValuesOf(alts: {
  readonly fr: string | null;
  readonly en: string | null;
  readonly ar: string | null;
}): AltValues {
  return { fr: alts.fr ?? '', en: alts.en ?? '', ar: alts.ar ?? '' };
}

export const sameAlts = (a: AltValues, b: AltValues) =>
  LOCALES.every((locale) => a[locale].trim() === b[locale].trim());

/** What is wrong, by input name; empty when the texts can be sent. */
export function altProblems(values: AltValues): Record<string, MessageDescriptor[]> {
  const problems: Record<string, MessageDescriptor[]> = {};
  for (const locale of LOCALES) {
    if (values[locale].trim().length > ALT_MAX_LENGTH) problems[altField(locale)] = [messages.altTooLong];
  }
  const othersWritten = LOCALES.some((locale) => locale !== 'fr' && values[locale].trim() !== '');
  if (othersWritten && values.fr.trim() === '')
    (problems[altField('fr')] ??= []).push(messages.altFrenchRequired);
  return problems;
}

/** The server names them alts.fr...: each goes under its language's input. */
export function altServerErrors(fieldErrors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, lines]) => [path.replace(/^alts\./, 'alt_'), lines]),
  );
}

/** Sent trimmed; the server removes the empty ones. */
export function altInput(values: AltValues) {
  return { fr: values.fr.trim(), en: values.en.trim(), ar: values.ar.trim() };
}
