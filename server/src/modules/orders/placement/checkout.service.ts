/**
 * Placing a storefront order exactly once, whatever the number of sends of its key (the outbox
 * resends until it has an answer: clients/shared/README.md, "Outbox states"). Reads first (lines,
 * delivery, rules: see checkout-pricing.ts), then ONE transaction: the customer by phone, the order
 * header under the shop's unique client order key, the cooldown, the lines, the first status, the
 * stock reservation and any single-use coupon. Whatever fails rolls the whole order back.
 *
 * Exactly once: the header insert skips on the (shop, key) constraint. A second send of a key (a
 * retry, a double tap, 50 at once) waits for the first to commit, finds its order and answers it
 * (`replayed`), before the cooldown is looked at, so a replay is never refused by it; the same key
 * with another body is 409 KEY_REUSED. A key already used is looked up first: its replay reads and
 * writes nothing else, so it answers the existing order even if a product was unpublished since.
 *
 * Errors: 400 CheckoutInputError (every field, message keys) or malformed body; 422 UnsellableLinesError
 * (the lines at fault); 409 KEY_REUSED, OrderShortageError (each short line) or PRICE_CHANGED (the
 * total rose above `expectedTotal`); 429 CooldownError {retryAfterSeconds}.
 */
import { ErrorCode, OrderMessageKey, OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadUserInputError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { consumeSingleUseCoupons } from '../../promotions';
import type { CartPricingService } from '../../promotions';
import type { ShopService } from '../../shop';
import { orderStockReference } from '../../stock';
import type { OrderReservations } from '../../stock';
import { checkCheckoutRequest } from './checkout-check';
import type { CheckoutDraft } from './checkout-check';
import { claimCooldown } from './checkout-cooldown.sql';
import { priceCheckout } from './checkout-pricing';
import type { PricedCheckout } from './checkout-pricing';
import type { CheckoutRequest, PlacedCheckout } from './checkout-request';
import type { OrderWriter } from './order-writer';
import type { PlacedOrder } from './order-writer';
import { requestFingerprint } from './request-fingerprint';

export interface CheckoutDeps {
  readonly pricing: CartPricingService;
  readonly shops: ShopService;
  readonly writer: OrderWriter;
  readonly reservations: OrderReservations;
  /** Seconds between two orders of one phone in one shop (0: no cooldown). */
  readonly cooldownSeconds: number;
}

/** Where the storefront sends the shopper once the order is placed. */
export function confirmationUrl(orderUuid: string): string {
  return `/checkout/confirmation/${orderUuid}`;
}

/** 409: the key already made another order; a new order needs a new key. */
export class OrderKeyReusedError extends RuleError {
  constructor() {
    const message = 'This order key was already used for a different order';
    super(ErrorCode.CONFLICT, OrderMessageKey.KEY_REUSED, message, { clientOrderKey: [message] });
  }
}

function placed(order: PlacedOrder, replayed: boolean): PlacedCheckout {
  return { orderId: order.id, orderUuid: order.uuid, redirectUrl: confirmationUrl(order.uuid), replayed };
}

export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  /**
   * `tokenShopUuid`: the shop of the storefront token the request came with (REST); null from
   * GraphQL, where the request's shopUuid (else the default shop) decides.
   */
  async place(
    ctx: RequestContext,
    request: CheckoutRequest,
    tokenShopUuid: string | null = null,
  ): Promise<PlacedCheckout> {
    try {
      const result = await this.placeOnce(ctx, request, tokenShopUuid);
      ctx.metrics.checkout(result.replayed ? 'replayed' : 'created');
      if (result.replayed) ctx.metrics.replayed('checkout');
      return result;
    } catch (error) {
      if (error instanceof AppError) ctx.metrics.checkout('refused', error.code);
      else ctx.metrics.checkout('failed');
      throw error;
    }
  }

  private async placeOnce(ctx: RequestContext, request: CheckoutRequest, tokenShopUuid: string | null) {
    const draft = checkCheckoutRequest(request);
    const shopUuid = await this.shopOf(ctx, draft, tokenShopUuid);
    // The keys a client named the line ids with are how it spoke, not what it ordered.
    const lines = draft.lines.map(({ keys: _keys, ...line }) => line);
    const fingerprint = requestFingerprint({ ...draft, lines, shopUuid, locale: undefined });
    // A replay is answered before anything else is read or written, whatever changed since.
    const replay = await this.replayOf(ctx.em, shopUuid, draft, fingerprint);
    if (replay) return replay;
    const priced = await priceCheckout(ctx, this.deps.pricing, shopUuid, draft);
    return ctx.em.transactional((em) => this.write(em, ctx.now, { shopUuid, draft, fingerprint, priced }));
  }

  private async shopOf(ctx: RequestContext, draft: CheckoutDraft, tokenShopUuid: string | null) {
    if (tokenShopUuid === null) return draft.shopUuid ?? (await this.deps.shops.defaultShopUuid(ctx));
    if (draft.shopUuid !== null && draft.shopUuid !== tokenShopUuid.toLowerCase()) {
      throw new BadUserInputError({ shopUuid: ['Not the shop of this storefront'] }, 'Wrong shop');
    }
    return tokenShopUuid;
  }

  /** The order this key already made (same request), 409 for another request, null for a new key. */
  private async replayOf(em: EntityManager, shopUuid: string, draft: CheckoutDraft, fingerprint: string) {
    const existing = await this.deps.writer.findByKey(em, shopUuid, draft.clientOrderKey);
    if (!existing) return null;
    if (existing.requestFingerprint !== fingerprint) throw new OrderKeyReusedError();
    return placed(existing, true);
  }

  private async write(
    em: EntityManager,
    at: Date,
    order: { shopUuid: string; draft: CheckoutDraft; fingerprint: string; priced: PricedCheckout },
  ): Promise<PlacedCheckout> {
    const { shopUuid, draft, fingerprint, priced } = order;
    const customerId = await this.deps.writer.upsertCustomer(em, { shopUuid, ...draft.customer });
    const header = await this.deps.writer.insertHeader(em, {
      shopUuid,
      customerId,
      channel: SalesChannel.ECOMMERCE,
      orderType: null,
      paymentType: PaymentType.TRANSPORTER,
      status: OrderStatus.PENDING,
      source: draft.source,
      clientOrderKey: draft.clientOrderKey,
      requestFingerprint: fingerprint,
      cartExternalId: draft.cartExternalId,
      locale: draft.locale,
      delivery: draft.delivery,
      subtotalHt: priced.subtotalHt,
      discountHt: priced.discountHt,
      deliveryPrice: priced.deliveryPrice,
      deliveryDiscount: priced.deliveryDiscount,
      total: priced.total,
      amountPaid: 0,
      origin: null,
      createdById: null,
      note: null,
      reviewStatus: null,
      flags: [],
      promotions: priced.promotions,
      at,
      deliveredAt: null,
    });
    if (!header) {
      const replay = await this.replayOf(em, shopUuid, draft, fingerprint);
      if (!replay) throw new Error('The order key conflicted but no order holds it');
      return replay;
    }
    await claimCooldown(em, {
      shopUuid,
      phone: draft.customer.phone,
      orderId: header.id,
      at,
      seconds: this.deps.cooldownSeconds,
    });
    if (draft.expectedTotal !== null && priced.total > draft.expectedTotal) {
      throw new RuleError(
        ErrorCode.CONFLICT,
        OrderMessageKey.PRICE_CHANGED,
        'The total went up since the cart was shown',
        { expectedTotal: ['The total is now higher'] },
        { total: priced.total, expectedTotal: draft.expectedTotal },
      );
    }
    await this.deps.writer.insertLines(em, header.id, priced.lines);
    await this.deps.writer.recordStatus(em, {
      orderId: header.id,
      from: null,
      to: OrderStatus.PENDING,
      at,
      staffId: null,
      note: null,
    });
    await this.deps.reservations.reserveAll(em, {
      shopUuid,
      reference: orderStockReference(header.uuid),
      lines: priced.stockLines,
      at,
      fieldOf: (position) => `cart.${position}.quantity`,
    });
    await consumeSingleUseCoupons(em, {
      customerId,
      orderId: header.id,
      promotionIds: priced.singleUsePromotionIds,
    });
    return placed(header, false);
  }
}
