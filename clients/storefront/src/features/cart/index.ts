/**
 * The shopper's cart (localStorage `cart`, the spec's lines): read defensively, shared by every tab.
 * The navbar cart, the cart modal, the combination modal and the checkout build on it.
 */
export { CART_STORAGE_KEY, cartTotal, totalQuantity } from './cart-lines';
export type { CartLine } from './cart-lines';
export { CART_ADDED_EVENT, cart, useCart } from './cart-store';
export type { CartState } from './cart-store';
