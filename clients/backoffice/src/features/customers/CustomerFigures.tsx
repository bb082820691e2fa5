/**
 * A customer's order figures as figures: counted orders, delivered ones, money spent, average basket,
 * first and last order; then how many orders stand at each status they reached, each a link to
 * those orders in the orders list for staff who may open it (ORDERS).
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import { useFormatMoney } from '@tijara/shared';
import type { CustomerDetailQuery } from '../../__generated__/customers/graphql';
import { useCan } from '../../components/permissions';
import { ordersPath } from '../orders/links';
import { DAY } from './CustomerTable';
import { messages } from './messages';
import { useOrderWords } from './order-words';

type Totals = NonNullable<CustomerDetailQuery['customer']>['totals'];

function Figure({
  label,
  value,
  hint,
}: {
  label: MessageDescriptor;
  value: string;
  hint?: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <div className="customer-figure">
      <dt>{intl.formatMessage(label)}</dt>
      <dd>
        <span className="customer-figure__value">{value}</span>
        {/* The space keeps the two apart for a screen reader when CSS stacks them. */}
        {hint ? (
          <>
            {' '}
            <span className="customer-figure__hint muted">{intl.formatMessage(hint)}</span>
          </>
        ) : null}
      </dd>
    </div>
  );
}

export function CustomerFigures({ totals }: { totals: Totals }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const day = (value: string | null) => (value ? intl.formatDate(value, DAY) : '—');
  return (
    <section className="customer-card" aria-labelledby="customer-figures">
      <h2 id="customer-figures">{intl.formatMessage(messages.figuresTitle)}</h2>
      <dl className="customer-figures">
        <Figure label={messages.colOrders} value={intl.formatNumber(totals.orderCount)} />
        <Figure label={messages.deliveredOrders} value={intl.formatNumber(totals.deliveredCount)} />
        <Figure label={messages.spent} value={formatMoney(totals.spent)} />
        <Figure
          label={messages.averageBasket}
          value={totals.averageBasket === null ? '—' : formatMoney(totals.averageBasket)}
          hint={messages.averageHint}
        />
        <Figure label={messages.firstOrder} value={day(totals.firstOrderAt)} />
        <Figure label={messages.lastOrder} value={day(totals.lastOrderAt)} />
      </dl>
      <p className="muted customers__note">{intl.formatMessage(messages.figuresNote)}</p>
    </section>
  );
}

export function StatusCounts({ customerId, totals }: { customerId: number; totals: Totals }) {
  const intl = useIntl();
  const words = useOrderWords();
  const linked = useCan(Permission.ORDERS);
  // The statuses the customer's orders stand at: six pills of "0" would drown the one that matters.
  const reached = totals.byStatus.filter(({ count }) => count > 0);
  // No order yet: the figures above say it already.
  if (reached.length === 0) return null;
  return (
    <section className="customer-card" aria-labelledby="customer-statuses">
      <h2 id="customer-statuses">{intl.formatMessage(messages.byStatusTitle)}</h2>
      <ul className="customer-statuses">
        {reached.map(({ status, count }) => {
          const text = intl.formatMessage(messages.statusOrders, {
            status: intl.formatMessage(words.STATUS_LABELS[status]),
            count,
          });
          return (
            <li key={status} className={`order-status order-status--${status.toLowerCase()}`}>
              {linked ? (
                <Link to={ordersPath({ customer: customerId, status: [status] })}>{text}</Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
