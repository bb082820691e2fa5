/**
 * The order's customer: one of the shop's, found by name or phone from 3 characters (deskCustomers,
 * settled for 300 ms), or a new one typed in place (firstname, lastname 3 to 20 letters, a mobile
 * 0[567] and 8 digits, an optional e-mail: the rules of @tijara/schema the server applies). A new
 * customer whose phone the shop knows is that customer: the server finds them by phone.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { Permission, SEARCH_MIN_LENGTH } from '@tijara/schema';
import { commonMessages, sharedMessages, useDebouncedValue } from '@tijara/shared';
import { StaffOrderCustomersDocument } from '../../__generated__/staff-order/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import { useCan } from '../../components/permissions';
import { messages } from './messages';
import type { ChosenCustomer, CustomerMode, NewCustomer } from './order-form';
import type { SectionProps } from './section-props';

const SEARCH_DELAY_MS = 300;

interface Props extends SectionProps {
  /** The shop's customer the typed phone belongs to, as the quote found it. */
  readonly knownCustomerId: number | null;
}

const fullName = (customer: ChosenCustomer) => `${customer.firstname} ${customer.lastname}`;

interface SearchProps {
  readonly shopUuid: string;
  readonly base: string;
  readonly errors: SectionProps['errors'];
  readonly onChoose: (customer: ChosenCustomer) => void;
}

function CustomerSearch({ shopUuid, base, errors, onChoose }: SearchProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const ready = search.length >= SEARCH_MIN_LENGTH;
  const found = useQuery(
    StaffOrderCustomersDocument,
    ready ? { variables: { shopUuid, search } } : skipToken,
  );
  const customers = ready ? found.data?.deskCustomers : undefined;
  const id = `${base}-customer`;
  return (
    <div className="so-field">
      <label htmlFor={id}>{intl.formatMessage(messages.customerSearch)}</label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...invalidProps(errors, base, 'customer', `${id}-hint`)}
      />
      <p id={`${id}-hint`} className="muted so-hint">
        {intl.formatMessage(messages.searchHint)}
      </p>
      {ready && found.loading && !customers ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && found.error && !customers ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.searchFailed)}
        </p>
      ) : null}
      {customers?.length === 0 ? <p className="muted">{intl.formatMessage(messages.customerNone)}</p> : null}
      {customers && customers.length > 0 ? (
        <ul className="so-results">
          {customers.map((customer) => (
            <li key={customer.id}>
              <span>
                {intl.formatMessage(messages.customerChosen, {
                  name: fullName(customer),
                  phone: customer.phone,
                })}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={intl.formatMessage(messages.customerChoose, { name: fullName(customer) })}
                onClick={() => {
                  const { id: customerId, firstname, lastname, phone } = customer;
                  onChoose({ id: customerId, firstname, lastname, phone });
                }}
              >
                {intl.formatMessage(sharedMessages.choose)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const NEW_FIELDS = [
  { field: 'firstname', label: messages.firstname, autoComplete: 'given-name' },
  { field: 'lastname', label: messages.lastname, autoComplete: 'family-name' },
  { field: 'phone', label: messages.phone, autoComplete: 'tel' },
  { field: 'email', label: commonMessages.email, autoComplete: 'email' },
] as const;

function NewCustomerFields({ form, update, base, errors, knownCustomerId }: Props) {
  const intl = useIntl();
  const set = (field: keyof NewCustomer, value: string) =>
    update((f) => ({ ...f, newCustomer: { ...f.newCustomer, [field]: value } }));
  return (
    <div className="so-grid">
      {NEW_FIELDS.map(({ field, label, autoComplete }) => {
        const id = `${base}-${field}`;
        const hint = field === 'phone' ? `${id}-hint` : undefined;
        return (
          <div key={field} className="so-field">
            <label htmlFor={id}>{intl.formatMessage(label)}</label>
            <input
              id={id}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              dir={field === 'phone' || field === 'email' ? 'ltr' : undefined}
              autoComplete={autoComplete}
              required={field !== 'email'}
              value={form.newCustomer[field]}
              onChange={(event) => set(field, event.target.value)}
              {...invalidProps(errors, base, field, hint)}
            />
            {hint ? (
              <p id={hint} className="muted so-hint">
                {intl.formatMessage(messages.phoneHint)}
              </p>
            ) : null}
            <FieldError id={`${id}-error`} lines={errors[field]} />
          </div>
        );
      })}
      {knownCustomerId !== null ? (
        <p role="status" className="note so-wide">
          {intl.formatMessage(messages.knownPhone)}
        </p>
      ) : null}
    </div>
  );
}

export function CustomerSection(props: Props & { readonly shopUuid: string }) {
  const intl = useIntl();
  const { form, update, base, errors, shopUuid } = props;
  const canSearch = useCan(Permission.CUSTOMERS);
  const mode: CustomerMode = canSearch ? form.customerMode : 'new';
  const chosen = form.customer;
  return (
    <fieldset className="so-section">
      <legend>{intl.formatMessage(messages.customer)}</legend>
      {canSearch ? (
        <div className="so-choices">
          {(['search', 'new'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="customerMode"
                value={value}
                checked={mode === value}
                onChange={() => update((f) => ({ ...f, customerMode: value }))}
              />
              {intl.formatMessage(value === 'search' ? messages.customerExisting : messages.customerNew)}
            </label>
          ))}
        </div>
      ) : null}
      {mode === 'new' ? <NewCustomerFields {...props} /> : null}
      {mode === 'search' && chosen ? (
        <p className="so-chosen">
          <strong>
            {intl.formatMessage(messages.customerChosen, { name: fullName(chosen), phone: chosen.phone })}
          </strong>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => update((f) => ({ ...f, customer: null }))}
          >
            {intl.formatMessage(messages.customerChange)}
          </button>
        </p>
      ) : null}
      {mode === 'search' && !chosen ? (
        <CustomerSearch
          shopUuid={shopUuid}
          base={base}
          errors={errors}
          onChoose={(customer) => update((f) => ({ ...f, customer }))}
        />
      ) : null}
      <FieldError id={`${base}-customer-error`} lines={errors['customer']} />
    </fieldset>
  );
}
