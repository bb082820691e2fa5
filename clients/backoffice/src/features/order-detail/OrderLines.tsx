/**
 * What was sold, as frozen on the order: each line's product and combination, quantity, unit price
 * HT before and after its promotions (each promotion with what it took off), VAT and amount TTC; then
 * the order's amounts: items HT, discounts, VAT, delivery (and its discount), total TTC, paid and
 * left to pay. A till sale charged at another price than the catalogue's shows both.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { messages } from './messages';
import { itemsTax } from './order-figures';

type Line = OrderDetailFieldsFragment['lines'][number];

export function OrderLines({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.linesTitle)}</h2>
      {/* On a phone the table scrolls sideways: the region takes the focus so arrows can scroll it. */}
      <div
        className="order-detail__scroll"
        role="region"
        aria-label={intl.formatMessage(messages.linesTable)}
        tabIndex={0}
      >
        <table className="table order-detail__lines">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.colProduct)}</th>
              <th scope="col" className="order-detail__number">
                {intl.formatMessage(commonMessages.quantity)}
              </th>
              <th scope="col" className="order-detail__number">
                {intl.formatMessage(messages.colUnitHt)}
              </th>
              <th scope="col" className="order-detail__number">
                {intl.formatMessage(messages.colTax)}
              </th>
              <th scope="col" className="order-detail__number">
                {intl.formatMessage(messages.colLineTtc)}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotals order={order} />
    </section>
  );
}

function LineRow({ line }: { line: Line }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const discounted = line.unitPriceAfter !== line.unitPrice;
  return (
    <tr>
      <th scope="row">
        {line.productName}
        {line.combinationName ? <span className="order-detail__sub">{line.combinationName}</span> : null}
        {line.sku ? (
          <span className="order-detail__sub">{intl.formatMessage(messages.sku, { sku: line.sku })}</span>
        ) : null}
        {line.promotions.map((promotion) => (
          <span key={promotion.promotionId} className="order-detail__sub order-detail__promotion">
            {intl.formatMessage(messages.promotionApplied, {
              id: promotion.promotionId,
              amount: formatMoney(promotion.amount),
            })}
          </span>
        ))}
      </th>
      <td className="order-detail__number">{intl.formatNumber(line.quantity)}</td>
      <td className="order-detail__number">
        {formatMoney(line.unitPrice)}
        {discounted ? (
          <span className="order-detail__sub">
            {intl.formatMessage(messages.unitAfter, { price: formatMoney(line.unitPriceAfter) })}
          </span>
        ) : null}
        {line.cataloguePrice !== null ? (
          <span className="order-detail__sub">
            {intl.formatMessage(messages.cataloguePrice, { price: formatMoney(line.cataloguePrice) })}
          </span>
        ) : null}
      </td>
      <td className="order-detail__number">
        {/* Basis points: 1900 is 19 %. */}
        {intl.formatNumber(line.taxRateBp / 10_000, { style: 'percent', maximumFractionDigits: 2 })}
      </td>
      <td className="order-detail__number">{formatMoney(line.totalTtc)}</td>
    </tr>
  );
}

export function OrderTotals({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const rows: [string, string, string?][] = [
    [intl.formatMessage(messages.subtotalHt), formatMoney(order.subtotalHt)],
    ...(order.discountHt > 0
      ? [[intl.formatMessage(messages.discountHt), `−${formatMoney(order.discountHt)}`] as [string, string]]
      : []),
    [intl.formatMessage(messages.taxes), formatMoney(itemsTax(order.lines))],
    [
      intl.formatMessage(messages.deliveryPrice),
      formatMoney(order.deliveryPrice),
      order.deliveryDiscount > 0
        ? intl.formatMessage(messages.deliveryDiscount, { amount: formatMoney(order.deliveryDiscount) })
        : undefined,
    ],
  ];
  return (
    <dl className="order-detail__totals">
      {rows.map(([term, value, note]) => (
        <div key={term}>
          <dt>
            {term}
            {note ? <span className="order-detail__sub">{note}</span> : null}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-detail__total">
        <dt>{intl.formatMessage(messages.totalTtc)}</dt>
        <dd>{formatMoney(order.total)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(messages.amountPaid)}</dt>
        <dd>{formatMoney(order.amountPaid)}</dd>
      </div>
      <div className="order-detail__balance">
        <dt>{intl.formatMessage(messages.balanceDue)}</dt>
        <dd>{formatMoney(order.balanceDue)}</dd>
      </div>
    </dl>
  );
}
