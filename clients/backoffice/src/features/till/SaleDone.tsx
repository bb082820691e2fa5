/**
 * What the cashier reads after a sale, where the cart was: the receipt number, the change to hand
 * back (large) or the balance still due, and a reprint; gone with the next item.
 */
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import type { TillSale } from '../till-data';
import { messages } from './messages';
import { paymentMessages } from './payment-messages';

interface Props {
  readonly sale: TillSale;
  readonly onReprint: () => void;
}

export function SaleDone({ sale, onReprint }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { change, balanceDue } = sale.payment;
  return (
    <div className="till-done" role="status">
      <p className="till-done__title">
        {intl.formatMessage(messages.saleDone, { number: sale.receiptNumber })}
      </p>
      {change > 0 ? (
        <p className="till-done__change">
          {intl.formatMessage(paymentMessages.change, { amount: formatMoney(change) })}
        </p>
      ) : null}
      {balanceDue > 0 ? (
        <p>{intl.formatMessage(messages.stillDue, { amount: formatMoney(balanceDue) })}</p>
      ) : null}
      <button type="button" className="pos-button" onClick={onReprint}>
        {intl.formatMessage(messages.reprint)}
      </button>
    </div>
  );
}
