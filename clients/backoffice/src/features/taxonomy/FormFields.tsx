/**
 * The inputs of the taxonomy forms, each with its label, optional hint and the errors about it
 * (FieldError under it, aria-invalid on it). Errors are keyed by the server's field path ("slug",
 * "names.fr"), which is also the input's `name`, so what the server says lands under its input.
 */
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

export interface FieldBase {
  /** Unique in the page: the input's id is `${formId}-${name}`. */
  readonly formId: string;
  readonly errors: FieldErrors;
  readonly readOnly?: boolean;
}

interface TextFieldProps extends FieldBase {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: MessageDescriptor;
  readonly required?: boolean;
  readonly type?: HTMLInputTypeAttribute;
  readonly multiline?: boolean;
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readonly autoComplete?: string;
}

export function TextField(props: TextFieldProps) {
  const intl = useIntl();
  const { formId, errors, name, label, value, onChange, hint, multiline = false, ...rest } = props;
  const id = `${formId}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name,
    value,
    // aria-required, not required: the form's own check says it in the screen's language.
    'aria-required': rest.required || undefined,
    readOnly: rest.readOnly,
    lang: rest.lang,
    dir: rest.dir,
    ...invalidProps(errors, formId, name, hintId),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="taxonomy-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...shared} />
      ) : (
        <input
          type={rest.type ?? 'text'}
          inputMode={rest.inputMode}
          autoComplete={rest.autoComplete ?? 'off'}
          {...shared}
        />
      )}
      {hint ? (
        <small id={hintId} className="muted">
          {intl.formatMessage(hint)}
        </small>
      ) : null}
      <FieldError id={`${formId}-${name}-error`} lines={errors[name]} />
    </div>
  );
}

interface CheckFieldProps extends FieldBase {
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

export function CheckField({ formId, errors, name, label, checked, onChange, readOnly }: CheckFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div className="taxonomy-field taxonomy-field--check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={readOnly}
        {...invalidProps(errors, formId, name)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${formId}-${name}-error`} lines={errors[name]} />
    </div>
  );
}

/** The address in the shop: optional, the server derives it from the French name when empty. */
export function SlugField(props: FieldBase & { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      name="slug"
      label={intl.formatMessage(messages.slug)}
      hint={messages.slugHint}
      dir="ltr"
    />
  );
}

/** The display order: a whole number typed as text, checked before sending (position.ts). */
export function PositionField(props: FieldBase & { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      name="position"
      label={intl.formatMessage(messages.position)}
      hint={messages.positionHint}
      inputMode="numeric"
      dir="ltr"
    />
  );
}

/** Shown in the shop or not (the `active` flag of categories, brands, lines and collections). */
export function VisibleField(props: FieldBase & { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return <CheckField {...props} name="active" label={intl.formatMessage(messages.visible)} />;
}
