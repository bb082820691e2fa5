/**
 * Who ordered: name, phone (a link that calls from a phone), e-mail, and their record in this shop
 * (orders, delivered, returned, cancelled): what an agent weighs before confirming a cash-on-delivery
 * order. The customer's own page is linked for those who may open it (PROMOTIONS).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { useCan } from '../../components/permissions';
import { pathOf } from '../shell';
import { messages } from './messages';

export function CustomerCard({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const id = useId();
  const canOpen = useCan(Permission.PROMOTIONS);
  const { customer, customerRecord } = order;
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.customerTitle)}</h2>
      <p className="order-detail__strong">{order.customerName}</p>
      <p>
        <a
          href={`tel:${order.customerPhone}`}
          dir="ltr"
          aria-label={intl.formatMessage(messages.callCustomer, { phone: order.customerPhone })}
        >
          {order.customerPhone}
        </a>
        {customer.email ? (
          <>
            <br />
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </>
        ) : null}
      </p>
      <p>
        {intl.formatMessage(messages.customerRecord, {
          orders: customerRecord.orders,
          delivered: customerRecord.delivered,
          returned: customerRecord.returned,
          cancelled: customerRecord.cancelled,
        })}
      </p>
      {canOpen ? (
        <Link to={pathOf({ name: 'customer', id: customer.id })}>
          {intl.formatMessage(messages.customerPage)}
        </Link>
      ) : null}
    </section>
  );
}
