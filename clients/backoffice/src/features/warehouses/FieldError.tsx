/** The messages about one field, under it, one per line (spec section 5). */
import { Fragment } from 'react';

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
