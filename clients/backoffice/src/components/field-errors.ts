/**
 * The server's field errors as the back office's forms show them: field -> messages, one line each
 * under the field (spec section 5). The same shape holds the client's own checks, once translated.
 */
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
