/**
 * The customer form's fields (checkout and quick order), each input named with the spec's data key
 * (firstname, lastname, phone, email, address, wilaya, commune, transporter), labelled, with its
 * error under it (aria-describedby) and a valid mark once checked.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DeliveryFields, deliveryMessages } from '../delivery-picker';
import { messages } from './messages';
import type { CustomerForm, FormField, TextField } from './use-customer-form';

const LABELS: Record<FormField, MessageDescriptor> = {
  firstname: messages.firstname,
  lastname: messages.lastname,
  phone: messages.phone,
  email: messages.email,
  address: messages.address,
  wilaya: deliveryMessages.wilaya,
  commune: deliveryMessages.commune,
  transporter: deliveryMessages.transporter,
};

const INVALID: Partial<Record<FormField, MessageDescriptor>> = {
  firstname: messages.validationFirstname,
  lastname: messages.validationLastname,
  phone: messages.validationPhone,
  email: messages.validationEmail,
};

export const labelOf = (field: FormField) => LABELS[field];

/** The text of a field's problem, in the shopper's language. */
export function useFieldError(form: CustomerForm) {
  const intl = useIntl();
  return (field: FormField): string | null => {
    const server = form.serverErrors[field];
    if (server) return server;
    const problem = form.problems[field];
    if (!problem) return null;
    const invalid = INVALID[field];
    return problem === 'invalid' && invalid
      ? intl.formatMessage(invalid)
      : intl.formatMessage(messages.required, { label: intl.formatMessage(LABELS[field]) });
  };
}

interface TextProps {
  readonly form: CustomerForm;
  readonly field: TextField;
  readonly type?: 'text' | 'tel' | 'email';
  readonly autoComplete: string;
  readonly required?: boolean;
  readonly disabled: boolean;
}

function TextInput({ form, field, type = 'text', autoComplete, required, disabled }: TextProps) {
  const intl = useIntl();
  const id = useId();
  const error = useFieldError(form)(field);
  const valid = form.validated[field] === true && !error;
  return (
    <div className={`form-field${valid ? ' form-field--valid' : ''}`}>
      <label htmlFor={id}>
        {intl.formatMessage(LABELS[field])}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        value={form.values[field]}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        // Names and addresses in either script; a phone number always reads left to right.
        dir={field === 'phone' || field === 'email' ? 'ltr' : 'auto'}
        inputMode={field === 'phone' ? 'tel' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.setText(field, event.target.value)}
        onBlur={() => form.blur(field)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CustomerFields({ form, disabled }: { form: CustomerForm; disabled: boolean }) {
  const errorOf = useFieldError(form);
  return (
    <fieldset className="customer-fields" disabled={disabled}>
      <div className="customer-fields__names">
        <TextInput form={form} field="firstname" autoComplete="given-name" required disabled={disabled} />
        <TextInput form={form} field="lastname" autoComplete="family-name" required disabled={disabled} />
      </div>
      <TextInput
        form={form}
        field="phone"
        type="tel"
        autoComplete="tel-national"
        required
        disabled={disabled}
      />
      <TextInput form={form} field="email" type="email" autoComplete="email" disabled={disabled} />
      <TextInput form={form} field="address" autoComplete="street-address" disabled={disabled} />
      <DeliveryFields
        selection={form.selection}
        onWilaya={(id) => form.choose('wilaya', id)}
        onCommune={(id) => form.choose('commune', id)}
        onTransporter={(id) => form.choose('transporter', id)}
        onCarrier={form.setCarrier}
        errors={{
          wilaya: errorOf('wilaya'),
          commune: errorOf('commune'),
          transporter: errorOf('transporter'),
        }}
      />
    </fieldset>
  );
}
