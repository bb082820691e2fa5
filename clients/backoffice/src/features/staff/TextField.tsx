/** One labelled input of the account form, with its hint and its errors under it. */
import type { InputHTMLAttributes } from 'react';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'name'> {
  /** The spec's data key: the input's name and the key of its errors. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: FieldErrors;
  readonly idBase: string;
  readonly hint?: string;
}

export function TextField({ name, label, value, onChange, errors, idBase, hint, ...input }: Props) {
  const id = `${idBase}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        {...invalidProps(errors, idBase, name, hintId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="muted staff-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} lines={errors[name]} />
    </div>
  );
}
