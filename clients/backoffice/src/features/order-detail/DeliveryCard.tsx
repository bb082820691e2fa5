/**
 * Where the order goes: the address, wilaya and commune as the order was placed (names kept by the
 * server as they were then), the carrier and the parcel's tracking number, and, for staff with
 * ORDERS, the form that assigns or changes them while the order is still on its way.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { actionMessages } from './action-messages';
import { CarrierForm } from './CarrierForm';
import { messages } from './messages';
import { ORDER_TIME } from './time-formats';
import type { WriteResult } from './use-order-writes';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  readonly canAct: boolean;
  readonly writable: boolean;
  readonly onAssign: (transporterId: number | null, trackingNumber: string) => Promise<WriteResult>;
  readonly onReload: () => void;
}

/** Delivered, returned or cancelled: the server no longer takes a carrier change. */
const LOCKED = ['DELIVERED', 'RETURNED', 'CANCELLED'];

export function DeliveryCard({ order, canAct, writable, onAssign, onReload }: Props) {
  const intl = useIntl();
  const id = useId();
  const delivered = order.communeId !== null;
  const facts: [string, string][] = delivered
    ? [
        [intl.formatMessage(messages.address), order.deliveryAddress ?? '—'],
        [intl.formatMessage(messages.commune), order.communeName ?? '—'],
        [intl.formatMessage(messages.wilaya), order.wilayaName ?? '—'],
        [
          intl.formatMessage(messages.carrier),
          order.transporterName ?? intl.formatMessage(messages.noCarrier),
        ],
        [intl.formatMessage(messages.tracking), order.trackingNumber ?? '—'],
        ...(order.deliveredAt
          ? [
              [intl.formatMessage(messages.deliveredAt), intl.formatDate(order.deliveredAt, ORDER_TIME)] as [
                string,
                string,
              ],
            ]
          : []),
      ]
    : [];
  const locked = LOCKED.includes(order.status);
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.deliveryTitle)}</h2>
      {delivered ? (
        <dl className="order-detail__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{intl.formatMessage(messages.pickup)}</p>
      )}
      {delivered && canAct && locked ? (
        <p className="muted">{intl.formatMessage(actionMessages.carrierLocked)}</p>
      ) : null}
      {delivered && canAct && !locked && order.communeId !== null ? (
        <CarrierForm
          communeId={order.communeId}
          transporterId={order.transporterId}
          transporterName={order.transporterName}
          trackingNumber={order.trackingNumber}
          writable={writable}
          onAssign={onAssign}
          onReload={onReload}
        />
      ) : null}
    </section>
  );
}
