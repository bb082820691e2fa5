/** The labelled inputs of the review form, each with its error line under it (aria-describedby). */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

export function FieldError({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p className="review-form__error" id={id}>
      {text}
    </p>
  ) : null;
}

export function Field({
  label,
  error,
  children,
}: {
  label: MessageDescriptor;
  error: string | null;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="review-form__field">
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      {children(id, error ? errorId : undefined)}
      <FieldError text={error} id={errorId} />
    </div>
  );
}

export type TextKey = 'name' | 'email' | 'phone' | 'purchaseDate';

export function TextField({
  field,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  max,
}: {
  field: TextKey;
  label: MessageDescriptor;
  value: string;
  onChange: (field: TextKey, value: string) => void;
  error: string | null;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  max?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          name={field}
          value={value}
          max={max}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  );
}

export function Tick({
  field,
  label,
  checked,
  onChange,
  error,
}: {
  field: 'boughtHere' | 'acceptedPolicy';
  label: MessageDescriptor;
  checked: boolean;
  onChange: (field: 'boughtHere' | 'acceptedPolicy', value: boolean) => void;
  error: string | null;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="review-form__tick">
      <input
        id={id}
        type="checkbox"
        name={field}
        checked={checked}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(field, event.target.checked)}
      />
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <FieldError text={error} id={`${id}-error`} />
    </div>
  );
}
