/**
 * What happens when the shopper taps "order", for the cart checkout and the quick order alike:
 * 1. the same cart (its id) placed less than two hours ago goes to that order, no new call;
 * 2. a pause after an order refuses at once (the button is disabled anyway);
 * 3. the request gets its key; with no network it is queued on the device at once;
 * 4. otherwise it is sent; no answer at all (the connection dropped, a 3G line that hangs) queues it
 *    with the same key, so a request that did reach the server is answered as a replay later.
 * A placed order is recorded (two hours), the pause starts, the cart id is renewed; the caller
 * clears what it ordered from and goes to the confirmation.
 */
import { CHECKOUT_COOLDOWN_SECONDS, OrderMessageKey } from '@tijara/schema';
import { fieldErrorsOf } from '@tijara/shared';
import { postCheckout, placedOf } from '../../app/data/checkout-call';
import type { CheckoutAnswer } from '../../app/data/checkout-call';
import { renewCartId } from './cart-id';
import { recordPurchase, remainingSeconds, startCooldown } from './cooldown';
import { recentOrderOf, saveOrderRecord } from './order-records';
import { withOrderKey } from './order-request';
import type { KeyedOrderRequest, OrderRequest } from './order-request';
import { queueOrder } from './queue-order';
import type { QueuedOrderData } from './queue-order';

/** A checkout over 3G that has not answered by then is treated as unanswered: the order is queued. */
export const CHECKOUT_TIMEOUT_MS = 20_000;

export type SubmitResult =
  | { readonly kind: 'placed'; readonly orderUuid: string; readonly redirectUrl: string }
  /** The same cart was ordered less than two hours ago: its confirmation. */
  | { readonly kind: 'already'; readonly redirectUrl: string }
  | { readonly kind: 'queued'; readonly localId: string; readonly redirectUrl: string }
  | { readonly kind: 'cooldown'; readonly seconds: number }
  | {
      readonly kind: 'refused';
      /** The server's message key (order.out_of_stock, order.price_changed…), when it gave one. */
      readonly messageKey: string | null;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
      /** What the refusal carries: the short lines, the new total, the form's message keys. */
      readonly details: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'failed' };

export interface SubmitInput {
  readonly shopUuid: string;
  readonly token: string;
  readonly request: OrderRequest;
  /** Seal the record (the quick order). */
  readonly sealRecord: boolean;
  /** What a queued order keeps to show (lines as shown, totals). */
  readonly shown: Omit<QueuedOrderData, 'request'>;
  readonly signal?: AbortSignal;
  /** Tests: a device that says it is offline. */
  readonly online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function send(
  request: KeyedOrderRequest,
  token: string,
  signal?: AbortSignal,
): Promise<CheckoutAnswer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECKOUT_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    return await postCheckout(request, token, controller.signal);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function refusalOf(answer: CheckoutAnswer): SubmitResult {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const messageKey = typeof body.messageKey === 'string' ? body.messageKey : null;
  if (answer.status === 429 || messageKey === OrderMessageKey.COOLDOWN) {
    const seconds = Number(body.retryAfterSeconds);
    return {
      kind: 'cooldown',
      seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : CHECKOUT_COOLDOWN_SECONDS,
    };
  }
  if (answer.status >= 500 || answer.status < 400) return { kind: 'failed' };
  return { kind: 'refused', messageKey, fieldErrors: fieldErrorsOf(body.errors), details: body };
}

export async function submitOrder(input: SubmitInput): Promise<SubmitResult> {
  const { shopUuid, request } = input;
  const now = Date.now();
  const recent = await recentOrderOf(shopUuid, request.cartExternalId, now);
  if (recent) return { kind: 'already', redirectUrl: recent.redirectUrl };
  const wait = remainingSeconds(shopUuid, now);
  if (wait > 0) return { kind: 'cooldown', seconds: wait };
  const keyed = await withOrderKey(request);
  const answer = (input.online ?? browserOnline)() ? await send(keyed, input.token, input.signal) : null;
  if (answer === null) {
    const queued = await queueOrder({ ...input.shown, request: keyed });
    recordPurchase(shopUuid, Date.now());
    renewCartId(shopUuid);
    return { kind: 'queued', localId: queued.id, redirectUrl: `/checkout/confirmation/${queued.id}` };
  }
  const placed = answer.status >= 200 && answer.status < 300 ? placedOf(answer.body) : null;
  if (!placed) {
    const refusal =
      answer.status >= 200 && answer.status < 300 ? ({ kind: 'failed' } as const) : refusalOf(answer);
    if (refusal.kind === 'cooldown') startCooldown(shopUuid, refusal.seconds, Date.now());
    return refusal;
  }
  const at = Date.now();
  await saveOrderRecord(
    shopUuid,
    keyed.clientOrderKey,
    { ...placed, cartExternalId: request.cartExternalId, createdAt: at },
    { sealed: input.sealRecord },
  );
  recordPurchase(shopUuid, at);
  renewCartId(shopUuid);
  return { kind: 'placed', ...placed };
}
