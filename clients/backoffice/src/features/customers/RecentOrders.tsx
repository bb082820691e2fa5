/**
 * A customer's latest orders (the orders list's own query, narrowed to them; ORDERS), newest first:
 * number (opening the order), date, channel, status and amount, then a link to all of them in the
 * orders list. Staff without ORDERS are not shown the section: the server would refuse it.
 */
import { SHOP_TIME_ZONE } from '@tijara/schema';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { commonMessages, sharedMessages, useFormatMoney } from '@tijara/shared';
import { CustomerRecentOrdersDocument } from '../../__generated__/customers/graphql';
import { RetryAlert } from '../../components/RetryAlert';
import { ordersPath } from '../orders/links';
import { pathOf } from '../shell';
import { messages } from './messages';
import { useOrderWords } from './order-words';

/** Shown in the detail; the list has the rest. */
export const RECENT_ORDERS = 10;
/** The server's page sizes start at 12: the smallest page holding RECENT_ORDERS. */
const RECENT_PAGE_SIZE = 12;

const PLACED_AT = {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
} as const;

export function RecentOrders({ customerId }: { customerId: number }) {
  const intl = useIntl();
  const words = useOrderWords();
  const formatMoney = useFormatMoney();
  const recent = useQuery(CustomerRecentOrdersDocument, {
    variables: { customerId, pageSize: RECENT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = recent.data?.orders;
  const orders = page?.items.slice(0, RECENT_ORDERS) ?? [];
  return (
    <section className="customer-card customer-card--wide" aria-labelledby="customer-orders">
      <h2 id="customer-orders">{intl.formatMessage(messages.recentTitle)}</h2>
      {recent.error && !page ? (
        <RetryAlert
          message={messages.recentFailed}
          onRetry={() => void recent.refetch().catch(() => undefined)}
        />
      ) : null}
      {!page && !recent.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {page && orders.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.recentEmpty)}</p>
      ) : null}
      {orders.length > 0 ? (
        <div className="customer-orders">
          {/* Roles written out: on a phone each row is drawn as a small card (customers.css). */}
          <table className="table" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {intl.formatMessage(messages.colReference)}
                </th>
                <th scope="col" role="columnheader">
                  {intl.formatMessage(messages.colPlacedAt)}
                </th>
                <th scope="col" role="columnheader">
                  {intl.formatMessage(commonMessages.status)}
                </th>
                <th scope="col" role="columnheader" className="customers__end">
                  {intl.formatMessage(messages.colAmount)}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {orders.map((order) => (
                <tr key={order.uuid} role="row">
                  <th scope="row" role="rowheader" className="customer-orders__reference">
                    <Link to={pathOf({ name: 'order', uuid: order.uuid })}>{order.reference}</Link>{' '}
                    <span className="customer-orders__channel muted">
                      {intl.formatMessage(words.CHANNEL_LABELS[order.channel])}
                    </span>
                  </th>
                  <td role="cell" className="customers__figure customer-orders__date">
                    {intl.formatDate(order.createdAt, PLACED_AT)}
                  </td>
                  <td role="cell" className="customer-orders__status">
                    <words.StatusBadge status={order.status} />
                  </td>
                  <td role="cell" className="customers__figure customers__end customer-orders__amount">
                    {formatMoney(order.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && page.totalCount > 0 ? (
        <p>
          <Link to={ordersPath({ customer: customerId })}>
            {intl.formatMessage(messages.allOrders, { count: page.totalCount })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
