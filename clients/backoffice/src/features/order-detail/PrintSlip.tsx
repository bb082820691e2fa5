/**
 * The order slip "Imprimer" prints: the shop, the order number and date, the customer, where it goes,
 * the lines, the amounts and a line for the customer's signature, black on white. It sits outside the
 * app (a portal on document.body) and only prints: print.css hides every other child of the body
 * while the slip is in the page, so the sidebar, bars and buttons never reach the paper.
 */
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { messages } from './messages';
import { OrderTotals } from './OrderLines';
import { ORDER_TIME } from './time-formats';
import { useOrderVocabulary } from './vocabulary';
import './print.css';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  /** The shop's name; null when the order is another shop's than the installation's. */
  readonly shopName: string | null;
}

export function PrintSlip({ order, shopName }: Props) {
  return createPortal(<Slip order={order} shopName={shopName} />, document.body);
}

function Slip({ order, shopName }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { PAYMENT_LABELS } = useOrderVocabulary();
  const place = [order.deliveryAddress, order.communeName, order.wilayaName].filter(Boolean).join(', ');
  return (
    <article className="order-slip">
      <header className="order-slip__head">
        {shopName ? <p className="order-slip__shop">{shopName}</p> : null}
        <h1>
          {intl.formatMessage(messages.slipTitle)} · {order.reference}
        </h1>
        <p>{intl.formatMessage(messages.placedOn, { date: intl.formatDate(order.createdAt, ORDER_TIME) })}</p>
      </header>
      <section className="order-slip__parties">
        <div>
          <h2>{intl.formatMessage(messages.customerTitle)}</h2>
          <p>
            {order.customerName}
            <br />
            <span dir="ltr">{order.customerPhone}</span>
          </p>
        </div>
        <div>
          <h2>{intl.formatMessage(messages.deliveryTitle)}</h2>
          <p>
            {place || intl.formatMessage(messages.pickup)}
            {order.transporterName ? (
              <>
                <br />
                {order.transporterName}
                {order.trackingNumber ? ` · ${order.trackingNumber}` : ''}
              </>
            ) : null}
          </p>
        </div>
      </section>
      <table className="order-slip__lines">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.colProduct)}</th>
            <th scope="col">{intl.formatMessage(commonMessages.quantity)}</th>
            <th scope="col">{intl.formatMessage(messages.colUnitHt)}</th>
            <th scope="col">{intl.formatMessage(messages.colLineTtc)}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.productName}
                {line.combinationName ? ` — ${line.combinationName}` : ''}
              </td>
              <td>{intl.formatNumber(line.quantity)}</td>
              <td>{formatMoney(line.unitPriceAfter)}</td>
              <td>{formatMoney(line.totalTtc)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} />
      <p>
        {intl.formatMessage(messages.slipPayment, {
          type: intl.formatMessage(PAYMENT_LABELS[order.paymentType]),
        })}
      </p>
      <p className="order-slip__signature">{intl.formatMessage(messages.signature)}</p>
    </article>
  );
}
