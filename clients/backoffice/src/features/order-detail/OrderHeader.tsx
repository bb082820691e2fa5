/**
 * The page's head: the order number, its status, when and how it was placed, the way back to the
 * list and the print button; and, for a web order nobody confirmed yet, when the system will cancel it.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { pathOf } from '../shell';
import { messages } from './messages';
import { ORDER_TIME } from './time-formats';
import { useOrderVocabulary } from './vocabulary';

export function OrderHeader({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const { StatusBadge, CHANNEL_LABELS, ORDER_TYPE_LABELS, PAYMENT_LABELS } = useOrderVocabulary();
  const facts = [
    intl.formatMessage(messages.placedOn, { date: intl.formatDate(order.createdAt, ORDER_TIME) }),
    intl.formatMessage(CHANNEL_LABELS[order.channel]),
    ...(order.orderType ? [intl.formatMessage(ORDER_TYPE_LABELS[order.orderType])] : []),
    intl.formatMessage(PAYMENT_LABELS[order.paymentType]),
    ...(order.createdByName ? [intl.formatMessage(messages.createdBy, { name: order.createdByName })] : []),
  ];
  return (
    <header className="order-detail__header">
      <Link className="order-detail__back" to={pathOf({ name: 'orders' })}>
        <span aria-hidden="true" className="icon--directional">
          ←
        </span>{' '}
        {intl.formatMessage(messages.backToList)}
      </Link>
      <div className="list-heading">
        <h1>
          {intl.formatMessage(messages.title, { reference: order.reference })}{' '}
          <StatusBadge status={order.status} />
        </h1>
        <button type="button" className="button order-detail__print" onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </button>
      </div>
      <p className="muted">{facts.join(' · ')}</p>
      {order.autoCancelAt ? (
        <p className="note note--offline" role="note">
          {intl.formatMessage(messages.autoCancelNotice, {
            date: intl.formatDate(order.autoCancelAt, ORDER_TIME),
          })}
        </p>
      ) : null}
      {order.note ? <p>{intl.formatMessage(messages.orderNote, { note: order.note })}</p> : null}
    </header>
  );
}
