/**
 * A members segment's customers: a search over the shop's customers (name or phone, from 3
 * characters, fewer match too much) to add them, and the list with a remove button per customer. Each
 * change is sent at once; the list and the member count reload from the server's answer.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { normaliseDigits } from '@tijara/schema';
import { commonMessages, useDebouncedValue } from '@tijara/shared';
import type {
  SegmentCustomerFieldsFragment,
  SegmentFieldsFragment,
} from '../../__generated__/customer-segments/graphql';
import { SegmentCustomerSearchDocument } from '../../__generated__/customer-segments/graphql';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { CustomerList, customerName } from './CustomerList';
import { messages } from './messages';
import { refusalText } from './segment-problems';
import { useSegmentMembership } from './use-segment-writes';

export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
const SEARCH_DELAY_MS = 300;

interface Props {
  readonly segment: SegmentFieldsFragment;
  readonly writable: boolean;
}

export function MembersPanel({ segment, writable }: Props) {
  const intl = useIntl();
  const id = useId();
  const { addMember, removeMember } = useSegmentMembership(segment.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());

  const change = async (adding: boolean, customer: SegmentCustomerFieldsFragment) => {
    setBusy(true);
    const outcome = await (adding ? addMember(customer.id) : removeMember(customer.id));
    setBusy(false);
    const name = customerName(intl, customer);
    if (outcome.ok) {
      setAdded((current) => {
        const next = new Set(current);
        if (adding) next.add(customer.id);
        else next.delete(customer.id);
        return next;
      });
      setNotice({ ok: true, text: intl.formatMessage(adding ? messages.added : messages.removed, { name }) });
    } else {
      setNotice({ ok: false, text: refusalText(outcome, (m, v) => intl.formatMessage(m, v)) });
    }
  };

  return (
    <section className="card segments-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.membersTitle)}</h2>
      <CustomerSearch
        shopUuid={segment.shopUuid}
        disabled={!writable || busy}
        added={added}
        onAdd={(customer) => void change(true, customer)}
      />
      <NoticeLine notice={notice} />
      <CustomerList
        segmentId={segment.id}
        emptyText={intl.formatMessage(messages.noMembers)}
        removeDisabled={!writable || busy}
        onRemove={(customer) => void change(false, customer)}
      />
    </section>
  );
}

interface SearchProps {
  readonly shopUuid: string;
  readonly disabled: boolean;
  /** Added from this screen: their buttons say so. */
  readonly added: ReadonlySet<number>;
  readonly onAdd: (customer: SegmentCustomerFieldsFragment) => void;
}

function CustomerSearch({ shopUuid, disabled, added, onAdd }: SearchProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(normaliseDigits(text.trim()), SEARCH_DELAY_MS);
  const ready = search.length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const found = useQuery(
    SegmentCustomerSearchDocument,
    ready ? { variables: { shopUuid, search } } : skipToken,
  );
  const customers = ready ? found.data?.customers.items : undefined;

  return (
    <div className="segments-search">
      <h3>{intl.formatMessage(messages.addTitle)}</h3>
      <label htmlFor={`${id}-search`}>{intl.formatMessage(messages.customerSearch)}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {ready && found.loading && !customers ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && found.error && !customers ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.searchFailed)}
        </p>
      ) : null}
      {customers && customers.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noCustomer)}</p>
      ) : null}
      {customers && customers.length > 0 ? (
        <ul className="segments-results">
          {customers.map((customer) => {
            const name = customerName(intl, customer);
            const member = added.has(customer.id);
            return (
              <li key={customer.id}>
                <span className="segments-customer">
                  <span>{name}</span>
                  <bdi dir="ltr" className="muted">
                    {customer.phone}
                  </bdi>
                </span>
                <button
                  type="button"
                  className="link-button"
                  disabled={disabled || member}
                  aria-label={intl.formatMessage(commonMessages.addOf, { name })}
                  onClick={() => onAdd(customer)}
                >
                  {intl.formatMessage(member ? messages.alreadyMember : commonMessages.add)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
