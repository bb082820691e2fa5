/**
 * A shopper's order queued offline by the storefront, placed through the checkout exactly as
 * `placeOrder` would place it (same checks, prices, cooldown, reservation and key), in its own
 * EntityManager so its transaction is apart from the batch's other entries. The checkout's answers
 * become sync outcomes: placed is created (a replay, duplicate); cooldown, key reuse and bad input
 * are rejected; a shortage or a higher total are conflicts: nothing is recorded and the shopper
 * confirms a new order (a new key).
 */
import { ErrorCode, OrderMessageKey, OrderStatus, OrderSyncStatus, normalizeOrderKey } from '@tijara/schema';
import { AppError, RateLimitedError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { OrderShortageError } from '../../stock';
import { checkoutRequestOf } from '../placement';
import type { CheckoutService, PlaceOrderInput, PlacedCheckout } from '../placement';
import type { WebEntryRecorder } from './order-sync.service';
import { rejected } from './sync-outcome';
import type { SyncOutcome } from './sync-outcome';
import { SyncReasonCode, codeOfMessageKey, reason } from './sync-reasons';
import type { SyncReason } from './sync-reasons';
import type { SyncEntryRequest } from './sync-request';

const FIELD_ERROR_CODES: ReadonlySet<string> = new Set([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.UNPROCESSABLE,
  ErrorCode.MALFORMED_REQUEST,
  ErrorCode.NOT_FOUND,
]);

/** One reason per field error; the message key (checkout's per-field keys, else the error's) sets the code. */
function fieldReasons(error: AppError): SyncReason[] {
  const details = error.extensions();
  const keys = (details['messageKeys'] ?? {}) as Record<string, string>;
  const errorKey = error instanceof RuleError ? error.messageKey : '';
  const fields = Object.entries(error.fieldErrors);
  if (fields.length === 0) return [reason(codeOfMessageKey(errorKey), error.message)];
  return fields.flatMap(([field, messages]) =>
    messages.map((message) =>
      reason(codeOfMessageKey(keys[field] ?? errorKey), message, { field: `webOrder.${field}` }),
    ),
  );
}

/** The sync outcome of a checkout refusal, or null for a failure that is not the order's fault. */
export function outcomeOfRefusal(error: unknown): SyncOutcome | null {
  if (error instanceof RateLimitedError) {
    const message = `Another order was placed just before: retry after ${error.retryAfterSeconds} s`;
    return rejected([reason(SyncReasonCode.COOLDOWN, message)]);
  }
  if (error instanceof OrderShortageError) {
    const reasons = error.shortages.map((short) =>
      reason(SyncReasonCode.OUT_OF_STOCK, `Only ${short.available} available, ${short.requested} asked`, {
        field: `webOrder.cart.${short.position}.quantity`,
        productId: short.productId,
        combinationId: short.combinationId,
      }),
    );
    return { status: OrderSyncStatus.CONFLICT, order: null, reasons };
  }
  if (error instanceof RuleError && error.messageKey === OrderMessageKey.PRICE_CHANGED) {
    const total = error.details['total'];
    const message = `The total is now ${String(total)}: the shopper must confirm a new order`;
    return {
      status: OrderSyncStatus.CONFLICT,
      order: null,
      reasons: [reason(SyncReasonCode.PRICE_CHANGED, message)],
    };
  }
  if (error instanceof RuleError && error.messageKey === OrderMessageKey.KEY_REUSED) {
    const message = 'This order key already made another order';
    return rejected([reason(SyncReasonCode.KEY_REUSED, message, { field: 'webOrder.clientOrderKey' })]);
  }
  if (error instanceof AppError && (FIELD_ERROR_CODES.has(error.code) || error instanceof RuleError)) {
    return rejected(fieldReasons(error));
  }
  return null;
}

export class WebEntrySync implements WebEntryRecorder<PlaceOrderInput> {
  constructor(private readonly checkout: CheckoutService) {}

  async record(ctx: RequestContext, entry: SyncEntryRequest, order: PlaceOrderInput): Promise<SyncOutcome> {
    if (normalizeOrderKey(entry.idempotencyKey) !== normalizeOrderKey(order.clientOrderKey)) {
      const message = "A queued web order's idempotency key is its clientOrderKey";
      return rejected([reason(SyncReasonCode.BAD_USER_INPUT, message, { field: 'idempotencyKey' })]);
    }
    const own: RequestContext = { ...ctx, em: ctx.em.fork() };
    let placed: PlacedCheckout;
    try {
      placed = await this.checkout.place(own, checkoutRequestOf(order));
    } catch (error) {
      const outcome = outcomeOfRefusal(error);
      if (outcome) return outcome;
      throw error;
    }
    const status = placed.replayed ? await this.statusOf(own, placed.orderId) : OrderStatus.PENDING;
    return {
      status: placed.replayed ? OrderSyncStatus.DUPLICATE : OrderSyncStatus.CREATED,
      order: { id: placed.orderId, uuid: placed.orderUuid, status },
      reasons: [],
    };
  }

  /** A replayed order may have moved on since it was placed (confirmed, shipped...). */
  private async statusOf(ctx: RequestContext, orderId: number): Promise<OrderStatus> {
    const [row] = await ctx.em.execute<{ status: OrderStatus }[]>(
      'select status from customer_order where id = ?',
      [orderId],
    );
    return row?.status ?? OrderStatus.PENDING;
  }
}
