/**
 * A mark in localStorage that this device holds orders queued offline: the page loads the pending
 * banner (and Dexie with it) only when it is set, so a shopper who never ordered offline never pays
 * for it. The banner clears it when no order waits any more.
 */
import { readStored, writeStored } from './shop-storage';

export const QUEUED_ORDERS_MARK = 'tijara.queuedOrders';
/** Fired on window when an order is queued: the banner appears without a reload. */
export const QUEUED_ORDER_EVENT = 'tijara:order-queued';

export const hasQueuedOrders = (): boolean => readStored(QUEUED_ORDERS_MARK) === '1';

/** Refused storage loses the mark: this visit still shows the banner (announceQueuedOrder). */
export const markQueuedOrders = (queued: boolean): void =>
  writeStored(QUEUED_ORDERS_MARK, queued ? '1' : null);

/**
 * The banner of this page appears. Called once the page has drawn its own "kept on this device"
 * notice: the banner's chunk and its live query would otherwise share the tap's 200 ms with it.
 */
export function announceQueuedOrder(): void {
  window.dispatchEvent(new Event(QUEUED_ORDER_EVENT));
}
