/**
 * The server's field errors as the back office's forms show them: field -> messages, one line each
 * under the field. The same shape holds the client's own checks, once translated.
 */
import type { MessageDescriptor } from 'react-intl';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** "translations.en.title" or "targetIds[2]" is shown under the field the input names first. */
export function fieldOf(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

/** The errors regrouped under the form's fields: a nested input's lines join its field's. */
export function errorsByField(fieldErrors: FieldErrors): FieldErrors {
  const merged: Record<string, string[]> = {};
  for (const [path, lines] of Object.entries(fieldErrors)) (merged[fieldOf(path)] ??= []).push(...lines);
  return merged;
}

/** The client's own checks (field -> what is wrong) as the lines shown under each field. */
export function translatedErrors(
  problems: Readonly<Record<string, readonly MessageDescriptor[]>>,
  format: (descriptor: MessageDescriptor) => string,
): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(format)]));
}

/** The lines about fields a form does not show: told with its outcome, since no field can carry them. */
export function linesOutside(errors: FieldErrors, shown: ReadonlySet<string>): string[] {
  return Object.entries(errors).flatMap(([field, lines]) => (shown.has(field) ? [] : lines));
}
