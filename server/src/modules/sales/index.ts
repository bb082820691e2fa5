/**
 * Sales: placing orders (the storefront checkout, the one order writer), POS and offline order sync,
 * and staff order management. Depends on orders (the data), promotions (prices) and stock.
 */
export * from './placement';
export * from './sync';
export * from './admin';
