/** The storefront cart's refresh: each line's status, stock and unit price now. */
export { CartLineStatus, cartLineState } from './cart-line-status';
export type { CartLineState, SoldLineFigures } from './cart-line-status';
export { StorefrontCartResolver } from './storefront-cart.resolver';
export { MAX_REFRESHED_LINES, StorefrontCartService } from './storefront-cart.service';
export type { CartRefreshRequest, StorefrontCartDeps } from './storefront-cart.service';
export { StorefrontCartLine } from './storefront-cart.results';
export { StorefrontCartLineInput } from './storefront-cart.inputs';
