/**
 * Records one checked POS sale in its own transaction: a sale is a fact, so it is recorded at the
 * till's prices even when the catalogue changed meanwhile and even when stock runs below zero (in
 * its till's warehouse, or the shop's default for a till pos does not know);
 * both are flagged for review instead. Exactly once: the (shop, client order id) unique
 * constraint decides, and a resend finds the order it made (`duplicate`) or, with another body,
 * is refused (KEY_REUSED). A single-use coupon already used by the customer does not undo the sale:
 * the entry is recorded again without consuming it and waits for review.
 */
import {
  OrderReviewStatus,
  OrderStatus,
  OrderSyncStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context';
import {
  CouponAlreadyUsedError,
  consumeSingleUseCoupons,
  selectCartLines,
  singleUsePromotionIds,
  unsellableLines,
} from '../../promotions';
import type { CartLineFacts } from '../../promotions';
import { isShopCustomer } from '../../customers';
import { orderStockReference, takePosSaleOutOfStock } from '../../stock';
import type { NewOrder, NewOrderLine, OrderWriter, PlacedOrder } from '../placement/order-writer';
import {
  catalogueUnitPrice,
  flagReasons,
  isOffline,
  oversoldFlags,
  priceChangedFlags,
  saleFingerprint,
  saleStockLines,
  saleTotals,
} from './sale-figures';
import { flagOrder } from './pos-sale.sql';
import type { CheckedSale } from './sale-rules';
import { EntryOutcome, rejected, settle } from './sync-outcome';
import type { SyncOutcome } from './sync-outcome';
import { SyncReasonCode, reason } from './sync-reasons';

/** The customer a walk-in sale is recorded under, one per shop, created on first use. */
export const WALK_IN_CUSTOMER = { firstname: 'Client', lastname: 'Comptoir', phone: '0500000000' } as const;

const COUPON_REASON = reason(
  SyncReasonCode.COUPON_ALREADY_USED,
  'A single-use coupon of this sale had already been used by the customer: recorded without it',
);

export class PosSaleService {
  constructor(private readonly writer: OrderWriter) {}

  /**
   * `warehouseId`: where the stock comes from (its till's); null, the shop's default. Kept out of
   * the sale's fingerprint: a till registered after a sale was first sent still replays it.
   */
  async record(
    ctx: RequestContext,
    sale: CheckedSale,
    warehouseId: string | null = null,
  ): Promise<SyncOutcome> {
    const fingerprint = saleFingerprint(sale);
    const attempt = { sale, fingerprint, warehouseId };
    try {
      return await settle(this.attempt(ctx, attempt, true));
    } catch (error) {
      if (!(error instanceof CouponAlreadyUsedError)) throw error;
    }
    return settle(this.attempt(ctx, attempt, false));
  }

  /** One transaction; `consumeCoupons` false is the redo after a coupon was found already used. */
  private attempt(
    ctx: RequestContext,
    {
      sale,
      fingerprint,
      warehouseId,
    }: { sale: CheckedSale; fingerprint: string; warehouseId: string | null },
    consumeCoupons: boolean,
  ): Promise<SyncOutcome> {
    return ctx.em.fork().transactional(async (em) => {
      const facts = await this.factsOf(em, sale);
      const customerId = await this.customerOf(em, sale);
      const priceFlags = priceChangedFlags(sale.lines, facts);
      const review = priceFlags.length > 0 || !consumeCoupons;
      const header = this.header(ctx, sale, { customerId, fingerprint, review, flags: priceFlags });
      const order = await this.writer.insertHeader(em, header);
      if (!order) throw new EntryOutcome(await this.replayOf(em, sale, fingerprint));
      await this.writeDetails(em, order, sale, facts);
      const oversold = oversoldFlags(
        await takePosSaleOutOfStock(em, {
          shopUuid: sale.shopUuid,
          warehouseId,
          lines: saleStockLines(sale.lines),
          reference: orderStockReference(order.uuid),
          staffId: sale.cashierId,
          at: ctx.now,
        }),
      );
      if (oversold.length > 0) await flagOrder(em, order.id, [...priceFlags, ...oversold]);
      if (consumeCoupons && sale.customer.kind !== 'walk-in') {
        await this.consumeCoupons(em, sale, customerId, order.id);
      }
      const reasons = [
        ...flagReasons([...priceFlags, ...oversold]),
        ...(consumeCoupons ? [] : [COUPON_REASON]),
      ];
      return {
        status: reasons.length > 0 ? OrderSyncStatus.CONFLICT : OrderSyncStatus.CREATED,
        order: { id: order.id, uuid: order.uuid, status: OrderStatus.DELIVERED },
        reasons,
      };
    });
  }

  /** The catalogue's facts of every line, or the rejection naming each line the shop does not sell. */
  private async factsOf(em: EntityManager, sale: CheckedSale): Promise<CartLineFacts[]> {
    const facts = await selectCartLines(em, sale.shopUuid, sale.lines);
    const unknown = Object.entries(unsellableLines(sale.lines, facts)).map(([index, message]) => {
      const line = sale.lines[Number(index)];
      const field = message.startsWith('This product') ? 'productId' : 'combinationId';
      return reason(SyncReasonCode.UNKNOWN_PRODUCT, message, {
        field: `sale.lines.${index}.${field}`,
        productId: line?.productId,
        combinationId: line?.combinationId ?? null,
      });
    });
    if (unknown.length > 0) throw new EntryOutcome(rejected(unknown));
    return facts;
  }

  private async customerOf(em: EntityManager, sale: CheckedSale): Promise<number> {
    const customer = sale.customer;
    if (customer.kind === 'known') {
      if (await isShopCustomer(em, sale.shopUuid, customer.id)) return customer.id;
      const refusal = reason(SyncReasonCode.BAD_USER_INPUT, 'Not a customer of this shop', {
        field: 'sale.customer.id',
      });
      throw new EntryOutcome(rejected([refusal]));
    }
    const { firstname, lastname, phone, email } =
      customer.kind === 'form' ? customer : { ...WALK_IN_CUSTOMER, email: '' };
    return this.writer.upsertCustomer(em, { shopUuid: sale.shopUuid, firstname, lastname, phone, email });
  }

  private header(
    ctx: RequestContext,
    sale: CheckedSale,
    known: { customerId: number; fingerprint: string; review: boolean; flags: NewOrder['flags'] },
  ): NewOrder {
    return {
      shopUuid: sale.shopUuid,
      customerId: known.customerId,
      channel: SalesChannel.POS,
      orderType: OrderType.PHYSICAL_SHOP,
      paymentType: sale.paymentType,
      status: OrderStatus.DELIVERED,
      source: 'pos',
      clientOrderKey: sale.clientOrderKey,
      requestFingerprint: known.fingerprint,
      cartExternalId: null,
      locale: null,
      delivery: null,
      ...saleTotals(sale.lines),
      deliveryPrice: sale.deliveryPrice,
      deliveryDiscount: 0,
      total: sale.total,
      amountPaid: sale.tenders.reduce((sum, tender) => sum + tender.amount, 0),
      origin: {
        deviceId: sale.deviceId,
        cashierId: sale.cashierId,
        posSession: sale.sessionId,
        deviceSequence: sale.deviceSequence,
        receiptNumber: sale.receiptNumber,
        clientCreatedAt: sale.createdAt,
        offline: isOffline(sale.createdAt, ctx.now),
      },
      createdById: null,
      note: sale.note,
      reviewStatus: known.review ? OrderReviewStatus.PENDING : null,
      flags: known.flags,
      // Received now (the accounting date); made, paid and handed over when the till says.
      at: ctx.now,
      deliveredAt: sale.createdAt,
    };
  }

  /** Lines at the till's prices, payments (one per tender), the installment plan, the history row. */
  private async writeDetails(
    em: EntityManager,
    order: PlacedOrder,
    sale: CheckedSale,
    facts: readonly CartLineFacts[],
  ): Promise<void> {
    const lines: NewOrderLine[] = sale.lines.map((line, index) => {
      const fact = facts[index] as CartLineFacts;
      const catalogue = catalogueUnitPrice(fact);
      return {
        ...line,
        productName: fact.productName ?? '',
        combinationName: fact.combinationName,
        sku: fact.sku,
        taxRateBp: fact.taxRateBp,
        cataloguePrice: catalogue === line.unitPrice ? null : catalogue,
      };
    });
    await this.writer.insertLines(em, order.id, lines);
    const payments = sale.tenders.map((tender) => ({
      method: tender.method,
      amount: tender.amount,
      installment: null,
      staffId: sale.cashierId,
    }));
    await this.writer.insertPayments(em, order.id, payments, sale.createdAt);
    if (sale.paymentType === PaymentType.INSTALLMENT) {
      await this.writer.insertInstallments(em, order.id, sale.installments);
    }
    await this.writer.recordStatus(em, {
      orderId: order.id,
      from: null,
      to: OrderStatus.DELIVERED,
      at: sale.createdAt,
      staffId: sale.cashierId,
      note: null,
    });
  }

  /** The sale's key already made an order: the same sale (duplicate) or another one (refused). */
  private async replayOf(em: EntityManager, sale: CheckedSale, fingerprint: string): Promise<SyncOutcome> {
    const existing = await this.writer.findByKey(em, sale.shopUuid, sale.clientOrderKey);
    if (!existing) throw new Error(`Order key ${sale.clientOrderKey} conflicted but no order holds it`);
    if (existing.requestFingerprint !== fingerprint) {
      const message = 'This client order id already made another sale';
      return rejected([reason(SyncReasonCode.KEY_REUSED, message, { field: 'clientOrderId' })]);
    }
    return {
      status: OrderSyncStatus.DUPLICATE,
      order: { id: existing.id, uuid: existing.uuid, status: existing.status },
      reasons: [],
    };
  }

  private async consumeCoupons(
    em: EntityManager,
    sale: CheckedSale,
    customerId: number,
    orderId: number,
  ): Promise<void> {
    const promotionIds = await singleUsePromotionIds(em, sale.shopUuid, {
      promotionIds: sale.lines.flatMap((line) => line.promotions.map((p) => p.promotionId)),
      couponCodes: sale.couponCodes,
    });
    await consumeSingleUseCoupons(em, { customerId, orderId, promotionIds });
  }
}
