/**
 * A session's Z report as a receipt: the till and session, when it opened and closed, what was sold
 * (count, items, total, discounts), by payment type and by tender, the cash drawer (opening, cash
 * taken, expected, counted, difference), the receipt range, reprints and what is not synced yet.
 * The same sheet is shown on screen after closing and printed on the till's paper.
 */
import { useIntl } from 'react-intl';
import type { ZReport } from '../till-data';
import { messages } from './messages';
import { usePrintRich, usePrintText } from './print-text';
import { receiptMessages as m } from './receipt-messages';
import { ReceiptRow } from './ReceiptRow';
import { directionOf, receiptMoney, receiptTime } from './receipt-format';

export function ZReportSheet({ report, shopName }: { report: ZReport; shopName: string }) {
  const intl = useIntl();
  const say = usePrintText();
  const rich = usePrintRich();
  const typeName = (type: string) => say(m.paymentType, { type });
  return (
    <article className="pos-ticket" dir={directionOf(intl.locale)} lang={intl.locale}>
      <header className="pos-ticket__head">
        <p className="pos-ticket__shop">{shopName}</p>
        <h1>{say(m.zTitle, { number: report.sessionNumber })}</h1>
        <p>{rich(m.zDevice, { code: report.deviceCode }, ['code'])}</p>
        <p>{rich(m.cashier, { name: report.cashier.name })}</p>
        <p>{rich(m.zOpened, { date: receiptTime(report.openedAt) }, ['date'])}</p>
        {report.closedAt === null ? null : (
          <p>{rich(m.zClosed, { date: receiptTime(report.closedAt) }, ['date'])}</p>
        )}
      </header>
      <p>{say(m.zSales, { count: report.salesCount })}</p>
      <p>{say(m.zItems, { count: report.itemsSold })}</p>
      <ReceiptRow label={say(m.zTotal)} amount={report.total} strong />
      <ReceiptRow label={say(m.zDiscounts)} amount={report.discounts} />
      <section className="pos-ticket__section">
        <h2>{say(m.zByPaymentType)}</h2>
        {report.byPaymentType.map((row) => (
          <ReceiptRow
            key={row.paymentType}
            label={say(m.zPaymentTypeRow, { type: typeName(row.paymentType), count: row.count })}
            amount={row.amount}
          />
        ))}
      </section>
      <section className="pos-ticket__section">
        <h2>{say(m.zByTender)}</h2>
        {report.byTender.map((row) => (
          <ReceiptRow key={row.method} label={typeName(row.method)} amount={row.amount} />
        ))}
      </section>
      <section className="pos-ticket__section">
        <h2>{say(m.zCash)}</h2>
        <ReceiptRow label={say(messages.openingCash)} amount={report.openingCash} />
        <ReceiptRow label={say(m.zCashIn)} amount={report.cashIn} />
        <ReceiptRow label={say(messages.expectedCash)} amount={report.expectedCash} strong />
        {report.countedCash === null ? (
          <p className="pos-ticket__row">
            <span>{say(messages.countedCash)}</span>
            <span>{say(m.zNotCounted)}</span>
          </p>
        ) : (
          <ReceiptRow label={say(messages.countedCash)} amount={report.countedCash} />
        )}
        {report.difference === null ? null : (
          <p className="pos-ticket__row pos-ticket__row--strong">
            <span>{say(m.zDifference)}</span>
            <span dir="ltr" className="pos-ticket__amount">
              {signed(report.difference, intl.locale)}
            </span>
          </p>
        )}
      </section>
      <section className="pos-ticket__section">
        <p>
          {report.firstReceipt && report.lastReceipt
            ? rich(m.zReceipts, { first: report.firstReceipt, last: report.lastReceipt }, ['first', 'last'])
            : say(m.zNoReceipt)}
        </p>
        <p>{say(m.zReprints, { count: report.reprints })}</p>
        <p>{say(m.zUnsynced, { count: report.unsynced })}</p>
      </section>
    </article>
  );
}

/** "+150,00 DA" over, "-150,00 DA" short, "0,00 DA" right. */
function signed(amount: number, locale: string): string {
  const label = receiptMoney(Math.abs(amount), locale);
  if (amount > 0) return `+${label}`;
  return amount < 0 ? `-${label}` : label;
}
