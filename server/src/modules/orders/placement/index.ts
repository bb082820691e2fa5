/** Placing orders: the storefront checkout and the one writer every order goes through. */
export { CheckoutService, confirmationUrl, OrderKeyReusedError } from './checkout.service';
export type { CheckoutDeps } from './checkout.service';
export { CheckoutResolver } from './checkout.resolver';
export { OrderConfirmationResolver } from './order-confirmation.resolver';
export { OrderConfirmationService } from './order-confirmation.service';
export { checkoutRequestOf, PlaceOrderInput, PlacedOrderResult } from './checkout.inputs';
export type { CheckoutRequest, PlacedCheckout } from './checkout-request';
export { CheckoutInputError, checkCheckoutRequest } from './checkout-check';
export { CooldownError } from './checkout-cooldown.sql';
export { UnsellableLinesError } from './checkout-pricing';
export { OrderWriter } from './order-writer';
export type {
  NewCustomer,
  NewInstallment,
  NewOrder,
  NewOrderLine,
  NewPayment,
  PlacedOrder,
} from './order-writer';
export { requestFingerprint } from './request-fingerprint';
