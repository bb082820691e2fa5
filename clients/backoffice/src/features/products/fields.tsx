/**
 * The inputs of the product forms, each with its label, its errors under it (FieldError) and the
 * aria attributes pointing at them. Inputs are named by the spec's data keys; a read-only form keeps
 * its values readable and focusable (readOnly), except selects and boxes, which can only be disabled.
 */
import type { ReactNode } from 'react';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';

interface Base {
  readonly idBase: string;
  readonly name: string;
  readonly label: string;
  readonly errors: FieldErrors;
  readonly readOnly: boolean;
  readonly hint?: string;
}

function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <small id={id} className="muted">
      {text}
    </small>
  ) : null;
}

export function TextField({
  idBase,
  name,
  label,
  errors,
  readOnly,
  hint,
  value,
  onChange,
  type = 'text',
  inputMode,
  maxLength,
  required,
  dir,
}: Base & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'date';
  readonly inputMode?: 'numeric' | 'text';
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly dir?: 'rtl' | 'ltr';
}) {
  const id = `${idBase}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="products-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        dir={dir}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(errors, idBase, name, hintId)}
      />
      <Hint id={`${id}-hint`} text={hint} />
      <FieldError id={`${idBase}-${name}-error`} lines={errors[name]} />
    </div>
  );
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export function SelectField({
  idBase,
  name,
  label,
  errors,
  readOnly,
  hint,
  value,
  onChange,
  choices,
  empty,
  required,
  action,
}: Base & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly choices: readonly Choice[];
  /** The label of the '' option; none when a value is always chosen. */
  readonly empty?: string;
  readonly required?: boolean;
  /** A button beside the select (the quick-create "+"). */
  readonly action?: ReactNode;
}) {
  const id = `${idBase}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="products-field">
      <label htmlFor={id}>{label}</label>
      <span className="products-select">
        <select
          id={id}
          name={name}
          value={value}
          required={required}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value)}
          {...invalidProps(errors, idBase, name, hintId)}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {action}
      </span>
      <Hint id={`${id}-hint`} text={hint} />
      <FieldError id={`${idBase}-${name}-error`} lines={errors[name]} />
    </div>
  );
}

export function Switch({
  idBase,
  name,
  label,
  readOnly,
  checked,
  onChange,
}: Omit<Base, 'errors'> & { readonly checked: boolean; readonly onChange: (checked: boolean) => void }) {
  const id = `${idBase}-${name}`;
  return (
    <label htmlFor={id} className="products-switch">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** Several choices as boxes (keyboard and phone friendly), scrolled when the list is long. */
export function CheckGroup({
  idBase,
  name,
  label,
  errors,
  readOnly,
  hint,
  values,
  onChange,
  choices,
  emptyText,
}: Base & {
  readonly values: readonly string[];
  readonly onChange: (values: readonly string[]) => void;
  readonly choices: readonly Choice[];
  readonly emptyText: string;
}) {
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...values, value] : values.filter((chosen) => chosen !== value));
  return (
    <fieldset className="products-checks" {...invalidProps(errors, idBase, name)}>
      <legend>{label}</legend>
      {choices.length === 0 ? <p className="muted">{emptyText}</p> : null}
      <div className="products-checks__list">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={values.includes(choice.value)}
              disabled={readOnly}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <Hint id={`${idBase}-${name}-hint`} text={hint} />
      <FieldError id={`${idBase}-${name}-error`} lines={errors[name]} />
    </fieldset>
  );
}
