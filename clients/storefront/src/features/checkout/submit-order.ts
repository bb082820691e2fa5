/**
 * What happens when the shopper taps "order", for the cart checkout and the quick order alike:
 * 1. the same cart (its id) placed less than two hours ago goes to that order, no new call;
 * 2. a pause after an order refuses at once (the button is disabled anyway);
 * 3. the request gets its key and is kept on the device before anything is sent (in-flight.ts);
 * 4. with no network it is queued on the device at once; otherwise it is sent, and an answer that
 *    does not say what happened (none at all, a cut-off body, 408, 5xx) queues it with the same key:
 *    if the server did place it, the outbox's resend is answered with that order.
 * A placed order is recorded (two hours), the pause starts, the cart id is renewed; a queued one
 * starts the pause and renews the cart id too. The caller empties what it ordered from.
 */
import { CHECKOUT_COOLDOWN_SECONDS, OrderMessageKey } from '@tijara/schema';
import { fieldErrorsOf } from '@tijara/shared';
import { paths } from '../../app/paths';
import { postCheckout, placedOf } from '../../app/data/checkout-call';
import type { CheckoutAnswer } from '../../app/data/checkout-call';
import { renewCartId } from './cart-id';
import { recordPurchase, remainingSeconds, startCooldown } from './cooldown';
import { recentOrderOf, saveOrderRecord } from './order-records';
import { withOrderKey } from './order-request';
import type { KeyedOrderRequest, OrderRequest } from './order-request';
import { clearInFlight, keepInFlight } from './in-flight';
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
  /** The order replaces one that was never placed (a refusal settled): the device's pause does not apply. */
  readonly ignorePause?: boolean;
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

/** An answer that leaves the outcome unknown: the order may exist, so it is resent with its key. */
function outcomeUnknown(answer: CheckoutAnswer | null): boolean {
  if (answer === null) return true;
  if (answer.status >= 200 && answer.status < 300) return placedOf(answer.body) === null;
  return answer.status === 408 || answer.status >= 500;
}

/**
 * Kept on the device for the outbox, its key unchanged: the pause starts and the cart id is renewed,
 * as for a placed order (a tap's own request, or one a page left behind: PendingOrdersBanner).
 */
export async function keepOnDevice(shopUuid: string, data: QueuedOrderData): Promise<SubmitResult> {
  const queued = await queueOrder(data);
  clearInFlight(shopUuid);
  recordPurchase(shopUuid, Date.now());
  renewCartId(shopUuid);
  return { kind: 'queued', localId: queued.id, redirectUrl: paths.orderConfirmation(queued.id) };
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
  return { kind: 'refused', messageKey, fieldErrors: fieldErrorsOf(body.errors), details: body };
}

export async function submitOrder(input: SubmitInput): Promise<SubmitResult> {
  const { shopUuid, request } = input;
  const now = Date.now();
  const recent = await recentOrderOf(shopUuid, request.cartExternalId, now);
  if (recent) return { kind: 'already', redirectUrl: recent.redirectUrl };
  const wait = input.ignorePause ? 0 : remainingSeconds(shopUuid, now);
  if (wait > 0) return { kind: 'cooldown', seconds: wait };
  const keyed = await withOrderKey(request);
  const data: QueuedOrderData = { ...input.shown, request: keyed };
  keepInFlight(shopUuid, { ...data, at: now });
  if (!(input.online ?? browserOnline)()) return keepOnDevice(shopUuid, data);
  const answer = await send(keyed, input.token, input.signal);
  if (outcomeUnknown(answer) || answer === null) return keepOnDevice(shopUuid, data);
  clearInFlight(shopUuid);
  const placed = placedOf(answer.body);
  if (!placed || answer.status >= 300) {
    const refusal = refusalOf(answer);
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
