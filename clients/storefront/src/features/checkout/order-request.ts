/**
 * The order request the checkout and the quick order send (spec section 3, "Order request"), and its
 * key. The key is the SHA-256 of the request's canonical JSON (RFC 8785, @tijara/schema's, the form
 * the server fingerprints with), computed once when the shopper taps and stored with the order: a
 * retry of that tap sends the same key, so the server answers the order it already has.
 *
 * Two identical orders on purpose never share a key: the cart id (`cartExternalId`) is renewed after
 * every placed order, and an order changed after a refusal (new lines, a confirmed new total) hashes
 * differently. The cart id plays the "client order id" of ../shared/OFFLINE.md 2.5.
 */
import type { Locale } from '@tijara/schema';
import { idempotencyKeyFor } from '@tijara/shared';

export const ORDER_REQUEST_VERSION = 1;

export type OrderSource = 'cart' | 'quick_order';

/** An order line as the server reads it; unitPrice is what the shopper saw (the server prices anew). */
export interface OrderLine {
  readonly product: number;
  readonly combination: number | null;
  readonly unitPrice: number;
  readonly quantity: number;
}

export interface OrderCustomer {
  readonly temporaryId: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string;
}

export interface OrderDelivery {
  readonly address: string;
  readonly wilaya: number;
  readonly commune: number;
  readonly transporter: number;
}

export interface OrderRequest {
  readonly version: number;
  readonly channel: 'WEB';
  readonly shopUuid: string;
  readonly cartExternalId: string;
  readonly customer: OrderCustomer;
  readonly deliveryAddress: OrderDelivery;
  readonly cart: readonly OrderLine[];
  readonly meta: { readonly source: OrderSource; readonly locale: Locale };
  /** Centimes: the total the shopper agreed to; the server refuses a higher one (order.price_changed). */
  readonly expectedTotal: number;
}

export interface KeyedOrderRequest extends OrderRequest {
  readonly clientOrderKey: string;
}

export interface OrderDraft {
  readonly shopUuid: string;
  readonly cartExternalId: string;
  readonly temporaryId: string;
  readonly customer: Omit<OrderCustomer, 'temporaryId'>;
  readonly delivery: OrderDelivery;
  readonly lines: readonly OrderLine[];
  readonly source: OrderSource;
  readonly locale: Locale;
  readonly expectedTotal: number;
}

export function orderRequestOf(draft: OrderDraft): OrderRequest {
  return {
    version: ORDER_REQUEST_VERSION,
    channel: 'WEB',
    shopUuid: draft.shopUuid,
    cartExternalId: draft.cartExternalId,
    customer: { temporaryId: draft.temporaryId, ...draft.customer },
    deliveryAddress: draft.delivery,
    cart: draft.lines.map((line) => ({
      product: line.product,
      combination: line.combination,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
    meta: { source: draft.source, locale: draft.locale },
    expectedTotal: draft.expectedTotal,
  };
}

/** The request with its key: hash of everything else, computed once, before anything is stored. */
export async function withOrderKey(request: OrderRequest): Promise<KeyedOrderRequest> {
  return { ...request, clientOrderKey: await idempotencyKeyFor(request) };
}

/** The same order asking for another total (the shopper confirmed the new one): a new key. */
export function withExpectedTotal(
  request: KeyedOrderRequest,
  expectedTotal: number,
): Promise<KeyedOrderRequest> {
  const { clientOrderKey: _previous, ...rest } = request;
  return withOrderKey({ ...rest, expectedTotal });
}
