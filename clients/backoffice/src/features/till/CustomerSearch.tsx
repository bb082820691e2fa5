/**
 * One of the shop's customers found on the device (till-data's copy of them): by name or phone, from
 * 3 characters (the spec's rule; fewer ask nothing), answered without the network.
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { searchCustomers } from '../till-data';
import type { TillCustomer, TillDb } from '../till-data';
import { messages } from './messages';

/** Enough to find someone by a common first name; a longer list means a longer query. */
const CUSTOMER_LIMIT = 12;

interface Props {
  readonly db: TillDb;
  readonly onChoose: (customer: TillCustomer) => void;
}

export const customerName = (customer: { firstname: string; lastname: string }) =>
  `${customer.firstname} ${customer.lastname}`;

export function CustomerSearch({ db, onChoose }: Props) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ query: string; customers: TillCustomer[] } | null>(null);
  const query = text.trim();
  const ready = query.length >= SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    searchCustomers(db, query, CUSTOMER_LIMIT).then(
      (customers) => current && setFound({ query, customers }),
      (error: unknown) => {
        console.warn('The till could not search its customers', error);
        if (current) setFound({ query, customers: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [db, query, ready]);

  const customers = ready && found?.query === query ? found.customers : null;
  return (
    <div className="till-field">
      <label htmlFor={id}>{intl.formatMessage(messages.customerSearch)}</label>
      <input
        id={id}
        name="customerSearch"
        type="search"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="muted">
        {intl.formatMessage(messages.customerSearchHint, { min: SEARCH_MIN_LENGTH })}
      </p>
      <p role="status">{customers?.length === 0 ? intl.formatMessage(messages.customerNone) : null}</p>
      {customers && customers.length > 0 ? (
        <ul className="till-customers">
          {customers.map((customer) => (
            <li key={customer.key}>
              <button
                type="button"
                className="till-customer"
                aria-label={intl.formatMessage(messages.customerChoose, { name: customerName(customer) })}
                onClick={() => onChoose(customer)}
              >
                <span className="till-customer__name">{customerName(customer)}</span>
                <span dir="ltr">{customer.phone}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
