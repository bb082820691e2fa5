/**
 * The page the checkout redirects to (/checkout/confirmation/:orderId): the order's number and
 * status, what happens next (a call, then cash on delivery), its lines, delivery and totals. Read from
 * the device first, so it opens offline once seen; an order still waiting in the outbox says so.
 */
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  sharedMessages,
  useFormatDeliveryPrice,
  useFormatMoney,
  useLocale,
  ltrIsolate,
} from '@tijara/shared';
import type { LocalRecord } from '@tijara/shared';
import type { QueuedOrder } from '../checkout';
import { messages } from './messages';
import { useOrderConfirmation } from './use-order-confirmation';
import type { Confirmation } from './use-order-confirmation';
import './order-confirmation.css';
import { CatalogueScope } from '@tijara/shared';
import { catalogue } from './catalogue';

// What the shopper can do about a refused order: the checkout's, loaded only for such an order.
const RefusedOrder = lazy(async () => ({
  default: (await (await import('../checkout')).loadRefusedOrder()).RefusedOrder,
}));

function useFocusHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

function Totals({ order }: { order: Confirmation }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const deliveryPrice = useFormatDeliveryPrice();
  return (
    <dl className="confirmation__totals">
      <dt>{intl.formatMessage(messages.itemsTotal)}</dt>
      <dd>{money(order.itemsTotal)}</dd>
      <dt>{intl.formatMessage(sharedMessages.delivery)}</dt>
      <dd>{deliveryPrice(order.deliveryPrice)}</dd>
      <dt className="confirmation__grand">{intl.formatMessage(messages.total)}</dt>
      <dd className="confirmation__grand">{money(order.total)}</dd>
    </dl>
  );
}

function Lines({ order }: { order: Confirmation }) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <ul className="confirmation__lines">
      {order.lines.map((line, index) => (
        <li key={index} className="confirmation__line">
          <span className="confirmation__line-name">
            {line.productName}
            {line.combinationName ? <small>{line.combinationName}</small> : null}
          </span>
          <span className="confirmation__line-quantity">
            {intl.formatMessage(messages.quantity, { quantity: line.quantity })}
          </span>
          <span className="confirmation__line-total">{money(line.totalTtc)}</span>
        </li>
      ))}
    </ul>
  );
}

function NextSteps({ order }: { order: Confirmation }) {
  const intl = useIntl();
  const money = useFormatMoney();
  // Isolated left to right, so the digits keep their order inside an Arabic sentence.
  const phone = ltrIsolate(order.phoneHint);
  return (
    <section className="card confirmation__card" aria-labelledby="confirmation-next">
      <h2 id="confirmation-next">{intl.formatMessage(messages.nextTitle)}</h2>
      <ol className="confirmation__steps">
        <li>{intl.formatMessage(messages.nextCall, { phone })}</li>
        {order.transporterName ? (
          <li>{intl.formatMessage(messages.nextCarrier, { carrier: order.transporterName })}</li>
        ) : null}
        {order.paymentType === 'TRANSPORTER' ? (
          <li>{intl.formatMessage(messages.nextPay, { total: money(order.total) })}</li>
        ) : null}
      </ol>
    </section>
  );
}

function OrderView({ order, fromDevice }: { order: Confirmation; fromDevice: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const heading = useFocusHeading();
  const place = (fr: string | null, ar: string | null) => (locale === 'ar' ? (ar ?? fr) : fr);
  const where = [place(order.communeName, order.communeNameAr), place(order.wilayaName, order.wilayaNameAr)]
    .filter(Boolean)
    .join(locale === 'ar' ? '، ' : ', ');
  return (
    <article className="confirmation">
      <header className="confirmation__head">
        <h1 ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.title, { firstname: order.firstname })}
        </h1>
        <p className="confirmation__number">
          {intl.formatMessage(messages.number, { number: order.number })}
        </p>
        <p className="confirmation__meta">
          {intl.formatMessage(messages.placedOn, {
            // 24-hour time, as Algeria reads it in either language.
            date: intl.formatDate(order.createdAt, {
              dateStyle: 'long',
              timeStyle: 'short',
              hourCycle: 'h23',
            }),
          })}
        </p>
        <p>
          <span className={`confirmation__status confirmation__status--${order.status.toLowerCase()}`}>
            {intl.formatMessage(messages[`status_${order.status}`])}
          </span>
        </p>
      </header>
      {fromDevice ? (
        <p className="hint" role="status">
          {intl.formatMessage(messages.fromDevice)}
        </p>
      ) : null}
      <NextSteps order={order} />
      <section className="card confirmation__card" aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">{intl.formatMessage(messages.itemsTitle)}</h2>
        <Lines order={order} />
        <Totals order={order} />
      </section>
      <section className="card confirmation__card" aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">{intl.formatMessage(sharedMessages.delivery)}</h2>
        {order.address ? <p>{order.address}</p> : null}
        {where ? <p>{where}</p> : null}
        {order.transporterName ? (
          <p>{intl.formatMessage(messages.carrier, { carrier: order.transporterName })}</p>
        ) : null}
      </section>
      <Link className="button" to="/">
        {intl.formatMessage(messages.continueShopping)}
      </Link>
    </article>
  );
}

interface QueuedLine {
  readonly name: string;
  readonly quantity: number;
}

/** The cart lines a queued order carries, when it carries them in the legacy checkout's cart line shape. */
function queuedLines(record: LocalRecord): QueuedLine[] {
  const cart = (record.data as { cart?: unknown } | null)?.cart;
  if (!Array.isArray(cart)) return [];
  return cart.filter(
    (line): line is QueuedLine =>
      typeof (line as QueuedLine).name === 'string' && typeof (line as QueuedLine).quantity === 'number',
  );
}

function QueuedView({ record }: { record: LocalRecord }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  const stuck = record.status === 'rejected' || record.status === 'conflict';
  return (
    <article className="confirmation">
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.queuedTitle)}
      </h1>
      {stuck ? (
        <Suspense fallback={null}>
          <RefusedOrder order={record as QueuedOrder} />
        </Suspense>
      ) : (
        <p className="hint" role="status">
          {intl.formatMessage(messages.queued)}
        </p>
      )}
      <ul className="confirmation__lines">
        {queuedLines(record).map((line, index) => (
          <li key={index} className="confirmation__line">
            <span className="confirmation__line-name">{line.name}</span>
            <span className="confirmation__line-quantity">
              {intl.formatMessage(messages.quantity, { quantity: line.quantity })}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function Notice({ title, text, action }: { title?: string; text: string; action?: () => void }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  return (
    <article className="confirmation">
      {title ? (
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
      ) : null}
      <p role={title ? undefined : 'status'}>{text}</p>
      {action ? (
        <button type="button" className="button" onClick={action}>
          {intl.formatMessage(sharedMessages.retry)}
        </button>
      ) : null}
    </article>
  );
}

function OrderConfirmationPageContent() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const view = useOrderConfirmation(orderId);
  switch (view.kind) {
    case 'order':
      return <OrderView order={view.order} fromDevice={view.fromDevice} />;
    case 'queued':
      return <QueuedView record={view.record} />;
    case 'notFound':
      return (
        <Notice
          title={intl.formatMessage(messages.notFoundTitle)}
          text={intl.formatMessage(messages.notFound)}
        />
      );
    case 'unreachable':
      return (
        <Notice
          title={intl.formatMessage(messages.notFoundTitle)}
          text={intl.formatMessage(messages.offlineUnknown)}
          action={view.retry}
        />
      );
    default:
      return <Notice text={intl.formatMessage(messages.loading)} />;
  }
}

/** With its texts (they load with this chunk, not with the first page). */
export function OrderConfirmationPage() {
  return (
    <CatalogueScope catalogue={catalogue}>
      <OrderConfirmationPageContent />
    </CatalogueScope>
  );
}
