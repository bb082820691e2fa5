/**
 * The outbox's sender for storefront orders queued offline (kind `webOrder`): the stored request,
 * exactly as it was when the shopper tapped, with its stored key. Outcomes follow the shared
 * classifier (by code and message key): a placed order or a replay is acknowledged with the server's
 * uuid (the confirmation page follows it); a cooldown (429 with Retry-After) waits and is retried by
 * itself; a line out of stock, a higher total or a carrier that stopped serving the commune is a
 * conflict the shopper settles; a form the server refuses is rejected; a refused token (renewed by
 * staff) is retried with the token of the page then open.
 */
import { classifyError, classifyHttpResponse } from '@tijara/shared';
import type { Sender } from '@tijara/shared';
import { readShopContext } from '../shop-context';
import { postCheckout, placedOf } from './checkout-call';
import type { CheckoutPayload } from './checkout-call';

export const WEB_ORDER_KIND = 'webOrder';

export const sendWebOrder: Sender<CheckoutPayload> = async (entry, { signal }) => {
  const shop = readShopContext();
  if (!shop) return { status: 'retry', reason: 'The shop is not known on this device yet' };
  try {
    const answer = await postCheckout(entry.payload, shop.storefrontToken, signal);
    const outcome = classifyHttpResponse(answer.status, answer.body, {
      serverRef: (body) => placedOf(body)?.orderUuid ?? null,
      headers: answer.headers,
    });
    // The shop's public token was renewed since: no one logs in on the storefront, the next try takes
    // the token of the page then open (its meta tags), so the order is retried, never parked.
    if (outcome.status === 'auth')
      return { status: 'retry', reason: 'storefront token refused', httpStatus: answer.status };
    return outcome;
  } catch (error) {
    return classifyError(error);
  }
};
