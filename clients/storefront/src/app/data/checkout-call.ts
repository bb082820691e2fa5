/**
 * The one call that places a storefront order: POST /web/api/cart/checkout with the shop's public
 * token, the order request and its key (also as Idempotency-Key). Used by the checkout and the quick
 * order while online, and by the outbox's sender for orders queued offline: every path sends the
 * same request, so the server's key makes any repeat harmless.
 */
import { paths } from '../paths';

export const CHECKOUT_PATH = '/web/api/cart/checkout';

/** What this transport reads of an order request (the checkout feature builds the rest). */
export interface CheckoutPayload {
  readonly clientOrderKey: string;
  readonly meta: { readonly locale: string };
}

export interface CheckoutAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: { get(name: string): string | null };
}

export async function postCheckout(
  request: CheckoutPayload,
  token: string,
  signal: AbortSignal,
): Promise<CheckoutAnswer> {
  const response = await fetch(CHECKOUT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': request.clientOrderKey,
      'accept-language': request.meta.locale,
    },
    body: JSON.stringify(request),
    signal,
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    // Cut off while the body came (timeout, page leaving): no answer was read, the outcome is unknown.
    if (signal.aborted) throw error;
    // A proxy's HTML error page: the status still says what happened.
  }
  return { status: response.status, body, headers: response.headers };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrderUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The confirmation page of an order (built here, never taken from an answer or from storage). */
export const confirmationPath = (orderUuid: string) => paths.orderConfirmation(orderUuid);

/** The order a 2xx answer names, with the address of its confirmation; null when it names none. */
export function placedOf(body: unknown): { orderUuid: string; redirectUrl: string } | null {
  const orderUuid = (body as { orderUuid?: unknown } | null)?.orderUuid;
  if (!isOrderUuid(orderUuid)) return null;
  return { orderUuid, redirectUrl: confirmationPath(orderUuid) };
}
