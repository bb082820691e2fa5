/**
 * Checks of single form values shared by the catalogue editing services. Each records a message under
 * the field's name in a FieldProblems collector and returns the cleaned value (meaningful only when
 * nothing was recorded), so one answer lists every field at fault instead of the first only.
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { FieldProblems } from '../../../../core/field-problems';

export { FieldProblems };

export const MAX_LABEL_LENGTH = 200;
const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Trimmed text, non-empty and at most `max` characters. */
export function requiredText(problems: FieldProblems, field: string, value: string, max = MAX_LABEL_LENGTH) {
  const text = value.trim();
  if (text === '') problems.add(field, 'must not be empty');
  else if (text.length > max) problems.add(field, `must be at most ${max} characters`);
  return text;
}

/** Trimmed text, or null when empty. */
export function optionalText(
  problems: FieldProblems,
  field: string,
  value: string | null | undefined,
  max = MAX_LABEL_LENGTH,
): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) problems.add(field, `must be at most ${max} characters`);
  return text === '' ? null : text;
}

export interface LabelsValue {
  readonly fr?: string | null;
  readonly en?: string | null;
  readonly ar?: string | null;
}

/** Every written translation, trimmed; empty ones dropped. */
export function cleanLabels(
  problems: FieldProblems,
  field: string,
  labels: LabelsValue,
  max = MAX_LABEL_LENGTH,
): Partial<Record<Locale, string>> {
  const clean: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = optionalText(problems, `${field}.${locale}`, labels[locale], max);
    if (text !== null) clean[locale] = text;
  }
  return clean;
}

/** Labels whose French text is required (French is every label's fallback language). */
export function requiredLabels(problems: FieldProblems, field: string, labels: LabelsValue) {
  const clean = cleanLabels(problems, field, labels);
  if (clean.fr === undefined) problems.add(`${field}.fr`, 'must not be empty');
  return { ...clean, fr: clean.fr ?? '' };
}

/** "#RRGGBB", stored upper-case. */
export function colorValue(problems: FieldProblems, field: string, value: string): string {
  if (!COLOR_PATTERN.test(value)) problems.add(field, 'must be a colour like #C62828');
  return value.toUpperCase();
}

/** A whole number from `min` (counts, sizes, positions). */
export function wholeNumber(problems: FieldProblems, field: string, value: number, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min || value > 2_147_483_647) {
    problems.add(field, `must be a whole number from ${min}`);
  }
  return value;
}

/** A calendar date "YYYY-MM-DD" that exists. */
export function calendarDate(problems: FieldProblems, field: string, value: string): string {
  const match = DATE_PATTERN.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (date === null || date.toISOString().slice(0, 10) !== value) {
    problems.add(field, 'must be a date like 2026-12-31');
  }
  return value;
}
