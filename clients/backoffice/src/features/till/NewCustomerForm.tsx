/**
 * A customer created at the till in a few seconds: first name, last name, mobile and an optional
 * e-mail, checked by the customer form rules of @tijara/schema (the server's own) and kept on the
 * device (till-data's saveNewCustomer); the sale carries them to the server, which finds an existing
 * customer by the phone.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { CustomerFormMessageKey, checkCustomerForm } from '@tijara/schema';
import type { CustomerFormFields } from '@tijara/schema';
import { commonMessages } from '@tijara/shared';
import { FieldError } from '../../components/FieldError';
import { SubmitButton } from '../../components/SubmitButton';
import { saveNewCustomer } from '../till-data';
import type { TillCustomer, TillDb } from '../till-data';
import { messages } from './messages';

type Field = keyof CustomerFormFields;

const FIELDS: readonly { field: Field; label: MessageDescriptor; type: string; autoComplete: string }[] = [
  { field: 'firstname', label: messages.firstname, type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', label: messages.lastname, type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: messages.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
];

const RULES: Readonly<Record<string, MessageDescriptor>> = {
  [CustomerFormMessageKey.FIRSTNAME]: messages.firstnameRule,
  [CustomerFormMessageKey.LASTNAME]: messages.lastnameRule,
  [CustomerFormMessageKey.PHONE]: messages.phoneRule,
  [CustomerFormMessageKey.EMAIL]: messages.emailRule,
};

interface Props {
  readonly db: TillDb;
  readonly onCreated: (customer: TillCustomer) => void;
  readonly onCancel: () => void;
}

export function NewCustomerForm({ db, onCreated, onCancel }: Props) {
  const intl = useIntl();
  const base = useId();
  const [values, setValues] = useState<CustomerFormFields>({
    firstname: '',
    lastname: '',
    phone: '',
    email: '',
  });
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomerForm(values);
    setShown(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setSaving(true);
    setFailed(false);
    try {
      const { firstname, lastname, phone, email } = checked.values;
      onCreated(await saveNewCustomer(db, { firstname, lastname, phone, email: email || null }));
    } catch (error) {
      console.warn('The till could not keep the new customer', error);
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <form className="till-new-customer" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map(({ field, label, type, autoComplete }) => {
        const id = `${base}-${field}`;
        const key = shown[field];
        const rule = key ? RULES[key] : undefined;
        return (
          <div key={field} className="till-field">
            <label htmlFor={id}>{intl.formatMessage(label)}</label>
            <input
              id={id}
              name={field}
              type={type}
              dir={field === 'phone' || field === 'email' ? 'ltr' : undefined}
              autoComplete={autoComplete}
              required={field !== 'email'}
              value={values[field]}
              aria-invalid={rule ? true : undefined}
              aria-describedby={rule ? `${id}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
            <FieldError id={`${id}-error`} lines={rule ? [intl.formatMessage(rule)] : undefined} />
          </div>
        );
      })}
      {failed ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.customerSaveFailed)}
        </p>
      ) : null}
      <div className="till-actions">
        <button type="button" className="pos-button pos-button--quiet" onClick={onCancel}>
          {intl.formatMessage(commonMessages.cancel)}
        </button>
        <SubmitButton submitting={saving} className="pos-button pos-button--primary">
          {intl.formatMessage(messages.customerCreate)}
        </SubmitButton>
      </div>
    </form>
  );
}
