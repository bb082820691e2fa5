/**
 * The customers of a segment a page at a time (segmentMembers): for a members segment its list, for
 * a rule segment whoever matches the rule now. A members list gives each row a remove button.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { commonMessages, sharedMessages } from '@tijara/shared';
import type { SegmentCustomerFieldsFragment } from '../../__generated__/customer-segments/graphql';
import { SegmentMembersDocument } from '../../__generated__/customer-segments/graphql';
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

/** One page of the segment's customers; a page left empty by a removal falls back to the one before. */
function useMembersPage(segmentId: number) {
  const [page, setPage] = useState(1);
  const members = useQuery(SegmentMembersDocument, {
    variables: { segmentId, page, pageSize: MEMBERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The last page emptied (its only customer removed, or no longer matching the rule): the page
  // before it is shown, since this one has neither rows nor a pager left to leave it by.
  const lastPage = members.data ? pageCount(members.data.segmentMembers.totalCount, MEMBERS_PAGE_SIZE) : page;
  if (page > lastPage) setPage(lastPage);
  const answer = (members.data ?? members.previousData)?.segmentMembers;
  return { answer, failed: members.error !== undefined, page, setPage };
}

export function CustomerList({ segmentId, emptyText, onRemove, removeDisabled = false }: Props) {
  const intl = useIntl();
  const { answer, failed, page, setPage } = useMembersPage(segmentId);
  if (!answer) {
    return failed ? (
      <p role="alert" className="note note--error">
        {intl.formatMessage(messages.segmentFailed)}
      </p>
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
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
            <th scope="col">{intl.formatMessage(commonMessages.email)}</th>
            <th scope="col">{intl.formatMessage(messages.colOrders)}</th>
            {onRemove ? <th scope="col">{intl.formatMessage(commonMessages.actions)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {answer.items.map((customer) => (
            <CustomerRow
              key={customer.id}
              customer={customer}
              onRemove={onRemove}
              removeDisabled={removeDisabled}
            />
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

type RowProps = Pick<Props, 'onRemove' | 'removeDisabled'> & {
  readonly customer: SegmentCustomerFieldsFragment;
};

function CustomerRow({ customer, onRemove, removeDisabled }: RowProps) {
  const intl = useIntl();
  const name = customerName(intl, customer);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td dir="ltr">{customer.phone}</td>
      <td>{customer.email ?? ''}</td>
      <td>{intl.formatNumber(customer.orderCount)}</td>
      {onRemove ? (
        <td>
          <button
            type="button"
            className="link-button link-button--danger"
            disabled={removeDisabled}
            aria-label={intl.formatMessage(sharedMessages.removeOf, { name })}
            onClick={() => onRemove(customer)}
          >
            {intl.formatMessage(commonMessages.remove)}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
