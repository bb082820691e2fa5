/**
 * Where the pending-orders banner goes on every page. It costs the first route only this: the banner
 * (and Dexie) load when the device holds a queued order (a mark in localStorage), a request a page
 * left without an answer (in-flight.ts), or one is queued now.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { readShopContext } from '../../app/shop-context';
import { IN_FLIGHT } from './in-flight';
import { QUEUED_ORDER_EVENT, hasQueuedOrders } from './queued-mark';
import { readStored, shopKey } from './shop-storage';

function somethingWaits(): boolean {
  const shop = readShopContext();
  return hasQueuedOrders() || (shop !== null && readStored(shopKey(shop.shopUuid, IN_FLIGHT)) !== null);
}

const Banner = lazy(async () => ({ default: (await import('./PendingOrdersBanner')).PendingOrdersBanner }));

export function PendingOrders() {
  const [queued, setQueued] = useState(somethingWaits);
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
