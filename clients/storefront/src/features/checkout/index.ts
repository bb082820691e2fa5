/**
 * The checkout (page /checkout/cart/view), the product page's quick order, orders kept on the device
 * while offline and the banner that says so. Pages load on demand: import the loaders, never the
 * components, so the chunk that imports this index stays small. The outbox's sender for queued
 * orders is the device services' (app/data/web-order-sender.ts), so it runs on every visit.
 */
export const loadCheckoutPage = () => import('./CheckoutPage');
export const loadQuickOrder = () => import('./QuickOrder');
/** What a shopper can do about an order queued offline that the server refused. */
export const loadRefusedOrder = () => import('./RefusedOrder');
export type { QueuedOrder, QueuedOrderData } from './queue-order';
/** The pending-orders banner's place on every page (loads the banner only when an order waits). */
export { PendingOrders } from './PendingOrders';

// Its texts load with its parts (CatalogueScope), not with the first page.
export { catalogue } from './catalogue';
