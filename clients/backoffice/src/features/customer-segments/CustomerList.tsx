/**
 * The customers of a segment a page at a time (segmentMembers): for a members segment its list, for
 * a rule segment whoever matches the rule now. A members list gives each row a remove button.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import type { SegmentCustomerFieldsFragment } from '../../__generated__/graphql';
import { SegmentMembersDocument } from '../../__generated__/graphql';
import { Pager, pageCount } from '../../components/Pager';
import { messages } from './messages';

/** One of the server's page sizes (core/pagination PAGE_SIZES). */
export const MEMBERS_PAGE_SIZE = 12;

export const customerName = (
  intl: ReturnType<typeof useIntl>,
  { firstname, lastname }: Pick<SegmentCustomerFieldsFragment, 'firstname' | 'lastname'>,
) => intl.formatMessage(messages.customerName, { firstname, lastname }).trim();

interface Props {
  readonly segmentId: number;
  readonly emptyText: string;
  /** The remove button of each row (members segments), or none (rule matches). */
  readonly onRemove?: (customer: SegmentCustomerFieldsFragment) => void;
  readonly removeDisabled?: boolean;
}

export function CustomerList({ segmentId, emptyText, onRemove, removeDisabled = false }: Props) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const members = useQuery(SegmentMembersDocument, {
    variables: { segmentId, page, pageSize: MEMBERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (members.data ?? members.previousData)?.segmentMembers;
  // The last page emptied (its only customer removed, or no longer matching the rule): the page
  // before it is shown, since this one has neither rows nor a pager left to leave it by.
  const lastPage = members.data ? pageCount(members.data.segmentMembers.totalCount, MEMBERS_PAGE_SIZE) : page;
  if (page > lastPage) setPage(lastPage);

  if (!answer) {
    return members.error ? (
      <p role="alert" className="note note--error">
        {intl.formatMessage(messages.segmentFailed)}
      </p>
    ) : (
      <p role="status">{intl.formatMessage(messages.loading)}</p>
    );
  }
  if (answer.items.length === 0 && page === 1) return <p className="muted">{emptyText}</p>;
  return (
    <>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.colCustomer)}</th>
            <th scope="col">{intl.formatMessage(messages.colPhone)}</th>
            <th scope="col">{intl.formatMessage(messages.colEmail)}</th>
            <th scope="col">{intl.formatMessage(messages.colOrders)}</th>
            {onRemove ? <th scope="col">{intl.formatMessage(messages.colActions)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {answer.items.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">{customerName(intl, customer)}</th>
              <td dir="ltr">{customer.phone}</td>
              <td>{customer.email ?? ''}</td>
              <td>{intl.formatNumber(customer.orderCount)}</td>
              {onRemove ? (
                <td>
                  <button
                    type="button"
                    className="link-button link-button--danger"
                    disabled={removeDisabled}
                    aria-label={intl.formatMessage(messages.removeOf, { name: customerName(intl, customer) })}
                    onClick={() => onRemove(customer)}
                  >
                    {intl.formatMessage(messages.remove)}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {answer.totalCount > MEMBERS_PAGE_SIZE ? (
        <Pager
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          totalCount={answer.totalCount}
          messages={messages}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}
