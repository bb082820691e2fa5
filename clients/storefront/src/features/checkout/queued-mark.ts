/**
 * A mark in localStorage that this device holds orders queued offline: the page loads the pending
 * banner (and Dexie with it) only when it is set, so a shopper who never ordered offline never pays
 * for it. The banner clears it when no order waits any more.
 */
export const QUEUED_ORDERS_MARK = 'tijara.queuedOrders';
/** Fired on window when an order is queued: the banner appears without a reload. */
export const QUEUED_ORDER_EVENT = 'tijara:order-queued';

export function hasQueuedOrders(): boolean {
  try {
    return localStorage.getItem(QUEUED_ORDERS_MARK) === '1';
  } catch {
    return false;
  }
}

export function markQueuedOrders(queued: boolean): void {
  try {
    if (queued) localStorage.setItem(QUEUED_ORDERS_MARK, '1');
    else localStorage.removeItem(QUEUED_ORDERS_MARK);
  } catch {
    // Refused storage: this visit still shows the banner (the event below).
  }
  if (queued) window.dispatchEvent(new Event(QUEUED_ORDER_EVENT));
}
