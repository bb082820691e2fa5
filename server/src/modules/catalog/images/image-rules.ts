/** The product image rules that need no database: alternative texts, the default's successor. */
import { LOCALES } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import type { Labels } from '../labels';

/** Screen readers read alt texts aloud: a sentence, not an essay. */
export const ALT_MAX_LENGTH = 250;

export type AltsInput = Readonly<Partial<Record<(typeof LOCALES)[number], string | null | undefined>>>;

/**
 * Trimmed alternative texts, empty ones removed; null when none is left (the product's name stands
 * in then). French is the fallback of every language (labelIn), so it is required as soon as another
 * language has one.
 */
export function normaliseAlts(input: AltsInput): Labels | null {
  const errors: Record<string, string[]> = {};
  const alts: Partial<Record<(typeof LOCALES)[number], string>> = {};
  for (const locale of LOCALES) {
    const text = input[locale]?.trim() ?? '';
    if (text.length > ALT_MAX_LENGTH) errors[`alts.${locale}`] = [`at most ${ALT_MAX_LENGTH} characters`];
    else if (text !== '') alts[locale] = text;
  }
  const { fr, ...others } = alts;
  if (fr === undefined && Object.keys(others).length > 0 && !errors['alts.fr']) {
    errors['alts.fr'] = ['the French text is required when another language has one'];
  }
  if (Object.keys(errors).length > 0) throw new BadUserInputError(errors, 'Invalid alternative texts');
  return fr === undefined ? null : { ...others, fr };
}

/** The French alternative text, or the product's French name when there is none. */
export function frenchAlt(alts: Labels | null, productName: string): string {
  const text = alts?.fr.trim() ?? '';
  return text === '' ? productName : text;
}

interface Ranked {
  readonly id: number;
  readonly position: number;
}

/** Who becomes the default when the default image goes: the first remaining one in gallery order. */
export function successorOf(images: readonly Ranked[], removedId: number): number | null {
  const remaining = images.filter((image) => image.id !== removedId);
  remaining.sort((a, b) => a.position - b.position || a.id - b.id);
  return remaining[0]?.id ?? null;
}

/**
 * Whether a multipart field carries product images: `file` as the legacy form names it, and `file[]` /
 * `file[0]`... which upload widgets send when several files go in one request.
 */
export function isImageField(field: string): boolean {
  return /^file(\[\d{0,3}\])?$/.test(field);
}
