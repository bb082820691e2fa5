/**
 * A sale's receipt, drawn from the sale as the till recorded it (never from a server answer, so it
 * prints the same offline): shop, receipt number, shop time, cashier, customer, lines with their
 * promotions, totals, payments with cash given and change, what is left to pay and the plan. A copy
 * printed before says so (DUPLICATA with its reprint number). Arabic reads right to left; amounts
 * and codes stay left to right inside it.
 */
import { useIntl } from 'react-intl';
import { priceTtc } from '@tijara/schema';
import type { TillPayment, TillSale, TillSaleLine } from '../till-data';
import { usePrintRich, usePrintText } from './print-text';
import { receiptMessages as m } from './receipt-messages';
import { ReceiptAmount, ReceiptRow } from './ReceiptRow';
import { directionOf, labelIn, printable, receiptDay, receiptMoney, receiptTime } from './receipt-format';

export function Receipt({ sale }: { sale: TillSale }) {
  const intl = useIntl();
  const say = usePrintText();
  const rich = usePrintRich();
  const customer = sale.customer;
  return (
    <article className="pos-ticket" dir={directionOf(intl.locale)} lang={intl.locale}>
      <header className="pos-ticket__head">
        <p className="pos-ticket__shop">{sale.shop.name}</p>
        <p>{rich(m.receiptNumber, { number: sale.receiptNumber }, ['number'])}</p>
        <p dir="ltr" className="pos-ticket__time">
          {receiptTime(sale.createdAt)}
        </p>
        <p>{rich(m.cashier, { name: sale.cashier.name })}</p>
        {customer ? (
          <p>
            {rich(m.customer, { name: `${customer.firstname} ${customer.lastname}` })}{' '}
            <span dir="ltr">{customer.phone}</span>
          </p>
        ) : null}
        {sale.printCount > 0 ? (
          <p className="pos-ticket__reprint">{say(m.reprint, { count: sale.printCount })}</p>
        ) : null}
      </header>
      <ul className="pos-ticket__lines">
        {sale.lines.map((line) => (
          <ReceiptLine key={line.key} line={line} />
        ))}
      </ul>
      <div className="pos-ticket__totals">
        <ReceiptRow label={say(m.subtotal)} amount={sale.subtotalTtc} />
        {sale.cartPromotions.map((promotion) => (
          <p key={promotion.promotionId} className="pos-ticket__promotion">
            {rich(m.promotion, { title: promotion.title })}
          </p>
        ))}
        {sale.discountTtc > 0 ? <ReceiptRow label={say(m.discount)} amount={-sale.discountTtc} /> : null}
        <ReceiptRow label={say(m.total)} amount={sale.total} strong />
      </div>
      <ReceiptPayment payment={sale.payment} />
      <p className="pos-ticket__thanks">{say(m.thanks)}</p>
    </article>
  );
}

/** The name, then "2 x 1 250,00 DA" and the line's amount before promotions, then its promotions. */
function ReceiptLine({ line }: { line: TillSaleLine }) {
  const intl = useIntl();
  const rich = usePrintRich();
  return (
    <li>
      <span className="pos-ticket__name">{printable(labelIn(line.name, intl.locale))}</span>
      <span className="pos-ticket__row">
        <span dir="ltr">
          {printable(
            intl.formatMessage(m.quantityTimesUnit, {
              quantity: line.quantity,
              unit: receiptMoney(line.unitPriceTtc, intl.locale),
            }),
          )}
        </span>
        <ReceiptAmount amount={priceTtc(line.unitPriceHt * line.quantity, line.taxRateBp)} />
      </span>
      {line.promotions.map((promotion) => (
        <span key={promotion.promotionId} className="pos-ticket__promotion">
          {rich(m.promotion, { title: promotion.title })}
        </span>
      ))}
    </li>
  );
}

function ReceiptPayment({ payment }: { payment: TillPayment }) {
  const say = usePrintText();
  const typeName = (type: string) => say(m.paymentType, { type });
  return (
    <div className="pos-ticket__payment">
      <p>{say(m.paidBy, { type: typeName(payment.paymentType) })}</p>
      {payment.tenders.map((tender, index) => (
        <ReceiptRow
          key={`${tender.method}-${index}`}
          label={typeName(tender.method)}
          amount={tender.amount}
        />
      ))}
      {payment.cashGiven !== null ? <ReceiptRow label={say(m.cashGiven)} amount={payment.cashGiven} /> : null}
      {payment.cashGiven !== null ? <ReceiptRow label={say(m.change)} amount={payment.change} /> : null}
      {payment.balanceDue > 0 ? (
        <ReceiptRow label={say(m.balanceDue)} amount={payment.balanceDue} strong />
      ) : null}
      {payment.installments.length > 0 ? (
        <>
          <p className="pos-ticket__plan">{say(m.plan)}</p>
          {payment.installments.map((installment, index) => (
            <ReceiptRow
              key={`${installment.dueDate}-${index}`}
              label={receiptDay(installment.dueDate)}
              labelDir="ltr"
              amount={installment.amount}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
