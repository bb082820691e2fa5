/**
 * The storefront checkout (bearer storefront token; the token's shop is the order's shop):
 *   POST /web/api/cart/checkout  JSON order request (placement/checkout-request.ts), either shape:
 *     {version, channel, shopUuid, cartExternalId, customer, deliveryAddress, cart, meta, clientOrderKey}
 *     or the checkout component's {formData: {firstname, ..., wilaya, commune, transporter, cartId}, lines}
 *     The key may also come as an Idempotency-Key header (it must then match the body's, if any).
 *   -> 201 {orderUuid, redirectUrl, replayed:false}; a replay of the key 200 {..., replayed:true}
 *   -> 400 field errors (+ messageKeys) or malformed; 422 unknown lines; 409 key reused, out of stock
 *      (each line) or price changed; 429 {retryAfterSeconds} during the cooldown.
 * A bearer token is not sent by browsers on their own, so a cross-site page cannot place an order
 * in a shopper's name: no CSRF token is needed; the storefront's X-CSRF-Token header is accepted.
 */
import type { Request } from 'express';
import { MalformedRequestError } from '../../../core/errors';
import type { CheckoutRequest } from '../placement/checkout-request';
import type { CheckoutService } from '../placement/checkout.service';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

type Body = Record<string, unknown>;

function record(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function linesOf(cart: unknown): unknown {
  return Array.isArray(cart) ? cart : record(cart)['lines'];
}

function keyOf(body: Body, req: Request): unknown {
  const header = req.get('idempotency-key')?.trim();
  const inBody = body['clientOrderKey'];
  if (
    header &&
    typeof inBody === 'string' &&
    inBody.trim() !== '' &&
    inBody.trim().toLowerCase() !== header.toLowerCase()
  ) {
    throw new MalformedRequestError('The Idempotency-Key header and clientOrderKey differ');
  }
  return inBody ?? header;
}

/** The request in its canonical shape (CheckoutRequest), from either shape the storefront sends. */
export function checkoutRequestFromBody(raw: unknown, req: Request): CheckoutRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new MalformedRequestError('The order request must be a JSON object');
  }
  const body = raw as Body;
  const form = body['formData'] === undefined ? null : record(body['formData']);
  const customer = form ?? record(body['customer']);
  const where = form ?? record(body['deliveryAddress']);
  return {
    version: body['version'] ?? (form ? 1 : undefined),
    channel: body['channel'] ?? (form ? 'WEB' : undefined),
    shopUuid: body['shopUuid'] ?? null,
    cartExternalId: body['cartExternalId'] ?? form?.['cartId'] ?? null,
    customer: {
      temporaryId: customer['temporaryId'],
      firstname: customer['firstname'],
      lastname: customer['lastname'],
      phone: customer['phone'],
      email: customer['email'],
    },
    deliveryAddress: {
      address: where['address'],
      wilaya: where['wilaya'],
      commune: where['commune'],
      transporter: where['transporter'],
    },
    cart: (linesOf(body['cart'] ?? body['lines']) ?? []) as CheckoutRequest['cart'],
    meta: record(body['meta']),
    couponCodes: (body['couponCodes'] ?? []) as CheckoutRequest['couponCodes'],
    clientOrderKey: keyOf(body, req),
    expectedTotal: body['expectedTotal'] ?? null,
  };
}

export function webCheckoutRoutes({ checkout }: { readonly checkout: CheckoutService }): RestRoute[] {
  return [
    route('post', '/web/api/cart/checkout', { bearer: 'storefront' }, async (ctx, req, res) => {
      const request = checkoutRequestFromBody(req.body, req);
      const result = await checkout.place(ctx, request, ctx.storefrontShopId);
      res.status(result.replayed ? 200 : 201).json({
        orderUuid: result.orderUuid,
        redirectUrl: result.redirectUrl,
        replayed: result.replayed,
      });
    }),
  ];
}
