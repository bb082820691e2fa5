/**
 * The statuses as tabs above the list, each with its number of orders under the other filters (the
 * server counts them in one statement), "all statuses" first. They are links: a tab is an address
 * like any filter, so it can be opened in a new tab or shared. A list narrowed to several statuses
 * (a link from the dashboard) lights none of them.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages } from '@tijara/shared';
import type { OrderStatusName, OrdersQuery } from './list-query';
import { writeOrdersQuery } from './list-query';
import { ORDER_STATUSES } from './list-read';
import { messages } from './messages';
import { STATUS_LABELS } from './vocabulary';

interface Props {
  readonly query: OrdersQuery;
  /** Undefined until the first answer: the tabs show without numbers. */
  readonly counts: readonly { status: OrderStatusName; count: number }[] | undefined;
}

export function StatusTabs({ query, counts }: Props) {
  const intl = useIntl();
  const countOf = (status: OrderStatusName) => counts?.find((entry) => entry.status === status)?.count ?? 0;
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
  const tab = (status: OrderStatusName | null, label: string, count: number | undefined) => {
    const current =
      status === null ? query.status.length === 0 : query.status.length === 1 && query.status[0] === status;
    const search = writeOrdersQuery({
      ...query,
      status: status === null ? [] : [status],
      page: 1,
    }).toString();
    return (
      <li key={status ?? 'all'}>
        <Link
          to={{ search: search ? `?${search}` : '' }}
          className="orders-tabs__tab"
          aria-current={current ? 'page' : undefined}
        >
          <span>{label}</span>
          {count === undefined ? null : (
            <>
              {' '}
              <span className="orders-tabs__count">{intl.formatNumber(count)}</span>
            </>
          )}
        </Link>
      </li>
    );
  };
  return (
    <nav className="orders-tabs" aria-label={intl.formatMessage(messages.statusTabs)}>
      <ul>
        {tab(null, intl.formatMessage(commonMessages.allStatuses), total)}
        {ORDER_STATUSES.map((status) =>
          tab(status, intl.formatMessage(STATUS_LABELS[status]), counts ? countOf(status) : undefined),
        )}
      </ul>
    </nav>
  );
}
