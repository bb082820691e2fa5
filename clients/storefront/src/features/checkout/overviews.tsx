/**
 * What the checkout shows instead of its form: the thank-you overview while the pause after an order
 * runs (its new-purchase button counts down, spec section 4), and an order kept on the device when
 * the network could not take it (shown the moment it is written, with the way to follow it).
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { messages } from './messages';
import { announceQueuedOrder } from './queued-mark';

function useFocusOnShow() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function ThankYou({ seconds, onNewPurchase }: { seconds: number; onNewPurchase: () => void }) {
  const intl = useIntl();
  const heading = useFocusOnShow();
  return (
    <section className="checkout-overview" aria-labelledby="checkout-thanks">
      <h1 id="checkout-thanks" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.thanksTitle)}
      </h1>
      <p>{intl.formatMessage(messages.thanksText)}</p>
      {seconds > 0 ? (
        <p className="hint">{intl.formatMessage(messages.cooldownNotice, { seconds })}</p>
      ) : null}
      <div className="checkout-overview__actions">
        <button type="button" className="button" disabled={seconds > 0} onClick={onNewPurchase}>
          {seconds > 0
            ? intl.formatMessage(messages.newPurchaseIn, { seconds })
            : intl.formatMessage(messages.newPurchase)}
        </button>
        <Link className="button button--secondary" to={paths.home}>
          {intl.formatMessage(messages.backToShop)}
        </Link>
      </div>
    </section>
  );
}

export function QueuedNotice({ localId }: { localId: string }) {
  const intl = useIntl();
  const heading = useFocusOnShow();
  // After this notice is on screen: the page's banner then says it too (and stays on other pages).
  useEffect(() => {
    const timer = setTimeout(announceQueuedOrder, 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section
      className="checkout-overview checkout-overview--queued"
      aria-labelledby="checkout-queued"
      data-testid="order-pending"
    >
      <h1 id="checkout-queued" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.queuedTitle)}
      </h1>
      <p role="status">{intl.formatMessage(messages.queuedText)}</p>
      <Link className="button" to={paths.orderConfirmation(localId)}>
        {intl.formatMessage(messages.viewOrder)}
      </Link>
    </section>
  );
}
