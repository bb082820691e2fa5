/**
 * The shopper's cart (localStorage `cart`, the spec's lines): read defensively, shared by every tab.
 * On every page: the navbar cart (badge, and the door to the modals) and the cards' add-to-cart
 * button, with their texts (`frenchTexts` here, all three languages in catalogue.ts). The cart modal
 * and the combination modal load on first use, with their texts (via CatalogueScope). The product page's buy box adds with
 * `cart.add(cartLineOf({...}))`, or opens the combination modal with `openCombinationModal(...)`.
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { buttonMessages } from './button-messages';

export { CART_STORAGE_KEY, MAX_LINE_QUANTITY, cartTotal, totalQuantity } from './cart-lines';
export type { CartLine, UnitPriceUpdate } from './cart-lines';
export { CART_ADDED_EVENT, cart, useCart } from './cart-store';
export type { CartState } from './cart-store';
export { CHOOSE_COMBINATION_EVENT, openCombinationModal } from './combination-event';
export type { CombinationChoice, CombinationRequest } from './combination-event';
export { attributesOf, cartLineOf, clampQuantity, parseQuantity } from './line-input';
export type { LineInput } from './line-input';
export { NavbarCart } from './NavbarCart';
export { AddToCartButton } from './AddToCartButton';
export { RemoveIcon } from './RemoveIcon';

/** "Votre panier est vide" (spec key cart.your_cart_is_empty), on the first route for the checkout. */
export const emptyCartMessage = buttonMessages.empty;
/** "Ajouter au panier", for the product page's buy box. */
export const addToCartMessage = buttonMessages.add;
/** "Quantité" and "Total", for the buy box and the checkout (each French text once, on the first route). */
export const quantityMessage = buttonMessages.quantity;
/** "Votre panier a été corrigé…": a stored cart had to be repaired (the modal and the checkout say it). */
export const cartRepairedMessage = buttonMessages.repaired;
export const totalMessage = buttonMessages.total;

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([buttonMessages]);
