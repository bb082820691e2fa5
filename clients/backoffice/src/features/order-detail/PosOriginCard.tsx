/**
 * Where a till sale came from: the device and its sequence, the cashier, the till session, the
 * receipt number it printed, the device's own clock, and whether it was made offline and synced
 * later. Nothing is shown for an order that did not come from a till.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { messages } from './messages';
import { ORDER_TIME } from './time-formats';

export function PosOriginCard({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const id = useId();
  const fromTill = order.channel === 'POS' || order.deviceId !== null;
  if (!fromTill) return null;
  const facts: [string, string | null][] = [
    [
      intl.formatMessage(messages.device),
      order.deviceId
        ? `${order.deviceId}${order.deviceSequence === null ? '' : ` #${order.deviceSequence}`}`
        : null,
    ],
    [intl.formatMessage(messages.cashier), order.cashierName],
    [intl.formatMessage(messages.session), order.posSession],
    [intl.formatMessage(messages.receipt), order.receiptNumber],
    [
      intl.formatMessage(messages.madeAt),
      order.clientCreatedAt ? intl.formatDate(order.clientCreatedAt, ORDER_TIME) : null,
    ],
  ];
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.originTitle)}</h2>
      <dl className="order-detail__facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      <p>{intl.formatMessage(order.offline ? messages.madeOffline : messages.madeOnline)}</p>
    </section>
  );
}
