/**
 * The messages about one field, under it, one per line, and the aria attributes
 * that mark the field invalid and point at them. Every screen with a form uses these two.
 */
import { Fragment } from 'react';
import type { FieldErrors } from './field-errors';

export function FieldError({ id, lines }: { id: string; lines: readonly string[] | undefined }) {
  if (!lines || lines.length === 0) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** aria-invalid and aria-describedby of a field, pointing at its FieldError (id `${base}-${field}-error`). */
export function invalidProps(errors: FieldErrors, base: string, field: string, hintId?: string) {
  const errorId = errors[field]?.length ? `${base}-${field}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return {
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
