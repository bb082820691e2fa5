/**
 * Orders: the order data (data/) and its use cases: the storefront cart's refresh before an order
 * (cart/), placing orders from the storefront through the one order writer (placement/), POS sales
 * and queued web orders synced exactly once (sync/), staff order management (admin/) and the system's
 * cancellation of web orders nobody confirmed in time (expiry/). Prices come from promotions;
 * customers from the customers module.
 */
export * from './data';
export * from './cart';
export * from './placement';
export * from './sync';
export * from './admin';
export * from './expiry';
export { ordersModule } from './orders.module';
