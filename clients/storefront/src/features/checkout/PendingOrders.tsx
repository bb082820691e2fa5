/**
 * Where the pending-orders banner goes on every page. It costs the first route only this: the banner
 * (and Dexie) load when the device holds a queued order (a mark in localStorage) or one is queued now.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { QUEUED_ORDER_EVENT, hasQueuedOrders } from './queued-mark';

const Banner = lazy(async () => ({ default: (await import('./PendingOrdersBanner')).PendingOrdersBanner }));

export function PendingOrders() {
  const [queued, setQueued] = useState(hasQueuedOrders);
  useEffect(() => {
    const onQueued = () => setQueued(true);
    window.addEventListener(QUEUED_ORDER_EVENT, onQueued);
    return () => window.removeEventListener(QUEUED_ORDER_EVENT, onQueued);
  }, []);
  return queued ? (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  ) : null;
}
