/**
 * The storefront's order request as the checkout receives it, from REST (`POST /web/api/cart/checkout`,
 * the order request or the checkout component's `{formData, lines}`) or from GraphQL `placeOrder`,
 * before any check: values are what the client sent, loosely typed.
 */
/**
 * A line in either shape the storefront sends: the order line `{product, combination, unitPrice, quantity}`
 * or the cart line `{productId, combinationId, ...}` (checkout-check.ts reads both). `unitPrice` is
 * never trusted: the server prices every line.
 */
export interface CheckoutLineRequest {
  readonly product?: unknown;
  readonly productId?: unknown;
  readonly combination?: unknown;
  readonly combinationId?: unknown;
  readonly quantity?: unknown;
  readonly unitPrice?: unknown;
}

export interface CheckoutRequest {
  readonly version: unknown;
  readonly channel: unknown;
  /** Null: the shop the storefront token names (REST) or the default shop (GraphQL). */
  readonly shopUuid: unknown;
  readonly cartExternalId: unknown;
  readonly customer: {
    readonly temporaryId?: unknown;
    readonly firstname?: unknown;
    readonly lastname?: unknown;
    readonly phone?: unknown;
    readonly email?: unknown;
  };
  readonly deliveryAddress: {
    readonly address?: unknown;
    readonly wilaya?: unknown;
    readonly commune?: unknown;
    readonly transporter?: unknown;
  };
  readonly cart: readonly CheckoutLineRequest[];
  readonly meta: { readonly source?: unknown; readonly locale?: unknown };
  readonly couponCodes: readonly unknown[];
  readonly clientOrderKey: unknown;
  /**
   * Centimes: the total the shopper saw. When the server's total is higher the order is not placed
   * (PRICE_CHANGED with the new total): an order queued offline must not cost more than agreed.
   */
  readonly expectedTotal: unknown;
}

export interface PlacedCheckout {
  readonly orderId: number;
  readonly orderUuid: string;
  readonly redirectUrl: string;
  /** True when the key had already made this order: nothing new was written. */
  readonly replayed: boolean;
}
