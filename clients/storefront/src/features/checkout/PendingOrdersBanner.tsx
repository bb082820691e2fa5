/**
 * The banner of orders kept on this device (placed offline): how many still wait for the network,
 * or that one was refused and needs the shopper. It reads the device's records live, so it survives
 * reloads and follows the outbox in any tab; it starts the outbox at once (a returning shopper's
 * order goes out on arrival, not after the page's idle wait) and drops the mark once nothing waits.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { CatalogueScope } from '@tijara/shared';
import { startDeviceServices } from '../../app/data/device-db';
import { useDb } from '../../app/data/use-db';
import { WEB_ORDER_KIND } from '../../app/data/web-order-sender';
import { paths } from '../../app/paths';
import { checkoutTexts } from './texts';
import { messages } from './messages';
import type { QueuedOrder } from './queue-order';
import { markQueuedOrders } from './queued-mark';
import { readShopContext } from '../../app/shop-context';
import { cart } from '../cart';
import { readInFlight } from './in-flight';
import { CHECKOUT_TIMEOUT_MS, keepOnDevice } from './submit-order';
import './checkout.css';

const WAITING = new Set(['pending', 'sending', 'blocked_auth']);

/** Longer than a send can last (its timeout and the reading of the answer): the page that sent it is gone. */
const ABANDONED_AFTER_MS = CHECKOUT_TIMEOUT_MS + 5_000;

/**
 * Queues, with its key, a request a page left without an answer, once no live page can still be
 * waiting for it; the cart it came from is emptied (it is this order now) and the cart id renewed.
 * Returns the cleanup of its timer.
 */
function recoverInFlight(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const shop = readShopContext();
    const left = shop ? readInFlight(shop.shopUuid) : null;
    if (!shop || !left) return;
    const age = Date.now() - left.at;
    if (age < ABANDONED_AFTER_MS) {
      timer = setTimeout(check, ABANDONED_AFTER_MS - age);
      return;
    }
    const { at: _at, ...data } = left;
    void keepOnDevice(shop.shopUuid, data).then(
      () => cart.clear(),
      (error: unknown) => console.error('The order left by a closed page could not be kept', error),
    );
  };
  check();
  return () => clearTimeout(timer);
}
const STUCK = new Set(['conflict', 'rejected']);

function PendingOrdersContent() {
  const intl = useIntl();
  const db = useDb();
  const open = useLiveQuery(
    async () =>
      ((await db.localOrders.where('kind').equals(WEB_ORDER_KIND).toArray()) as QueuedOrder[]).filter(
        (order) => order.status !== 'acked' && !order.data.replacedBy,
      ),
    [db],
  );
  useEffect(() => {
    startDeviceServices();
    return recoverInFlight();
  }, []);
  useEffect(() => {
    if (open && open.length === 0) markQueuedOrders(false);
  }, [open]);
  if (!open || open.length === 0) return null;
  const stuck = open.find((order) => STUCK.has(order.status));
  const waiting = open.filter((order) => WAITING.has(order.status));
  const first = stuck ?? waiting[0];
  if (!first) return null;
  return (
    <div
      className={`pending-banner${stuck ? ' pending-banner--problem' : ''}`}
      role={stuck ? 'alert' : 'status'}
      data-testid="pending-orders"
    >
      <p>
        {stuck
          ? intl.formatMessage(messages.problemBanner)
          : intl.formatMessage(messages.pendingBanner, { count: waiting.length })}
      </p>
      <Link to={paths.orderConfirmation(first.id)}>{intl.formatMessage(messages.see)}</Link>
    </div>
  );
}

export function PendingOrdersBanner() {
  return (
    <CatalogueScope catalogue={checkoutTexts}>
      <PendingOrdersContent />
    </CatalogueScope>
  );
}
