/**
 * The money received: each payment (date, how, amount, the installment it settled), the installment
 * plan with due and paid dates (an unpaid one past its day marked late), and, for staff with ORDERS
 * while something is left to pay on a live order, the form that records a payment.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import type { OrderDetailFieldsFragment, PaymentType } from '../../__generated__/order-detail/graphql';
import { actionMessages } from './action-messages';
import { messages } from './messages';
import { PaymentForm } from './PaymentForm';
import { ORDER_TIME, formatDay, isLate, shopToday } from './time-formats';
import type { WriteResult } from './use-order-writes';
import { useOrderVocabulary } from './vocabulary';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  readonly canAct: boolean;
  readonly writable: boolean;
  readonly onRecord: (
    amount: number,
    method: PaymentType,
    installment: number | null,
  ) => Promise<WriteResult>;
  readonly onReload: () => void;
}

/** A cancelled or returned order takes no more money. */
const CLOSED = ['CANCELLED', 'RETURNED'];

export function PaymentsCard({ order, canAct, writable, onRecord, onReload }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { PAYMENT_LABELS } = useOrderVocabulary();
  const id = useId();
  const payable = canAct && !CLOSED.includes(order.status);
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.paymentsTitle)}</h2>
      {order.payments.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noPayments)}</p>
      ) : (
        <ul className="order-detail__payments">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {intl.formatMessage(messages.paymentLine, {
                date: intl.formatDate(payment.paidAt, ORDER_TIME),
                method: intl.formatMessage(PAYMENT_LABELS[payment.method]),
                amount: formatMoney(payment.amount),
              })}
              {payment.installment === null
                ? null
                : ` · ${intl.formatMessage(messages.paysInstallment, { sequence: payment.installment })}`}
            </li>
          ))}
        </ul>
      )}
      {order.installments.length > 0 ? <Installments order={order} /> : null}
      {payable && order.balanceDue > 0 ? (
        <PaymentForm order={order} writable={writable} onRecord={onRecord} onReload={onReload} />
      ) : null}
      {payable && order.balanceDue === 0 ? (
        <p className="muted">{intl.formatMessage(actionMessages.fullyPaid)}</p>
      ) : null}
    </section>
  );
}

function Installments({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  // Read once per page view: whether an installment is late does not need to tick by itself.
  const [today] = useState(() => shopToday(Date.now()));
  return (
    <>
      <h3 id={id}>{intl.formatMessage(messages.installmentsTitle)}</h3>
      <div
        className="order-detail__scroll"
        role="region"
        aria-label={intl.formatMessage(messages.installmentsTable)}
        tabIndex={0}
      >
        <table className="table order-detail__installments">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.colInstallment)}</th>
              <th scope="col">{intl.formatMessage(messages.colDueDate)}</th>
              <th scope="col" className="order-detail__number">
                {intl.formatMessage(messages.colAmount)}
              </th>
              <th scope="col">{intl.formatMessage(messages.colPaidAt)}</th>
            </tr>
          </thead>
          <tbody>
            {order.installments.map((entry) => (
              <tr key={entry.sequence} className={isLate(entry, today) ? 'order-detail__late' : undefined}>
                <th scope="row">
                  {intl.formatMessage(messages.installmentNumber, { sequence: entry.sequence })}
                </th>
                <td>{formatDay(intl, entry.dueDate)}</td>
                <td className="order-detail__number">{formatMoney(entry.amount)}</td>
                <td>
                  {entry.paidAt
                    ? intl.formatDate(entry.paidAt, ORDER_TIME)
                    : intl.formatMessage(messages.unpaid)}
                  {isLate(entry, today) ? (
                    <strong className="order-detail__late-mark">
                      {' '}
                      · {intl.formatMessage(messages.late)}
                    </strong>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
