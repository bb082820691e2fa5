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
import './checkout.css';

const WAITING = new Set(['pending', 'sending', 'blocked_auth']);
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
  useEffect(() => startDeviceServices(), []);
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
