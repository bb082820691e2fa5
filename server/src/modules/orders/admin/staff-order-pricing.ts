/**
 * A staff order's lines priced on the server: the catalogue's facts (one statement), the shop's live
 * promotions for the order's channel (CartPricingService.priceFacts, the engine the POS and checkout
 * run), tax per line. What comes out is the order lines and header totals OrderWriter stores; the
 * lines a shop does not sell are named as 422 problems instead.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageKey } from '@tijara/schema';
import type { PaymentType, SalesChannel } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import {
  consumeSingleUseCoupons,
  customerFacts,
  rulesNeedCustomer,
  selectCartLines,
  unsellableLines,
} from '../../promotions';
import type { CartPricingService, PricedCart } from '../../promotions';
import type { NewOrderLine } from '../placement/order-writer';
import type { OrderProblems } from './order-problems';
import type { StaffLine } from './staff-order-check';

export interface StaffPricingRequest {
  readonly shopUuid: string;
  readonly lines: readonly StaffLine[];
  readonly channel: SalesChannel;
  /** Null while the customer is at fault: priced as an unknown customer. */
  readonly customerId: number | null;
  readonly couponCodes: readonly string[];
  readonly paymentType: PaymentType;
  /** Centimes. */
  readonly deliveryPrice: number;
  readonly problems: OrderProblems;
}

export interface PricedStaffOrder {
  readonly lines: readonly NewOrderLine[];
  /** Centimes. */
  readonly header: {
    readonly subtotalHt: number;
    readonly discountHt: number;
    readonly deliveryPrice: number;
    readonly deliveryDiscount: number;
    readonly total: number;
  };
  /** Single-use promotions the pricing applied: consumed with the order. */
  readonly singleUsePromotionIds: readonly number[];
}

function ordered(priced: Omit<PricedCart, 'staff'>, facts: Awaited<ReturnType<typeof selectCartLines>>) {
  return priced.pricing.lines.map((line, index) => {
    const fact = facts[index];
    const taxed = priced.taxed.lines[index];
    const request = priced.lines[index];
    if (!fact || !taxed || !request) throw new Error(`Pricing lost line ${index}`);
    const orderLine: NewOrderLine = {
      productId: request.productId,
      combinationId: request.combinationId,
      productName: fact.productName ?? '',
      combinationName: fact.combinationName,
      sku: fact.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unitPriceAfter: line.unitPriceAfter,
      taxRateBp: request.taxRateBp,
      totalHt: taxed.totalHt,
      totalTtc: taxed.totalTtc,
      promotions: line.itemDiscounts.map((d) => ({ promotionId: d.promotionId, amount: d.amount })),
      cataloguePrice: null,
    };
    return orderLine;
  });
}

export class StaffOrderPricing {
  constructor(private readonly cart: CartPricingService) {}

  /** Null when the lines cannot be priced (their problems are added). */
  async price(
    ctx: RequestContext,
    em: EntityManager,
    request: StaffPricingRequest,
  ): Promise<PricedStaffOrder | null> {
    const { problems } = request;
    if (request.lines.length === 0 || problems.hasUnder('lines')) return null;
    const facts = await selectCartLines(em, request.shopUuid, request.lines);
    const unsellable = Object.entries(unsellableLines(request.lines, facts));
    for (const [index, message] of unsellable) {
      const field = message.startsWith('This product') ? 'productId' : 'combinationId';
      const position = request.lines[Number(index)]?.position ?? Number(index);
      problems.add(`lines.${position}.${field}`, message, OrderMessageKey.UNKNOWN_PRODUCT);
    }
    if (unsellable.length > 0) return null;
    const rules = await this.cart.rulesOf(ctx, request.shopUuid);
    const customer =
      request.customerId !== null && rulesNeedCustomer(rules.rules)
        ? await customerFacts(em, request.shopUuid, request.customerId)
        : null;
    const priced = await this.cart.priceFacts(ctx, {
      shopUuid: request.shopUuid,
      lines: request.lines,
      facts,
      channel: request.channel,
      customer,
      couponCodes: request.couponCodes,
      paymentMethod: request.paymentType,
      deliveryPrice: request.deliveryPrice,
      at: ctx.now.getTime(),
    });
    const { pricing } = priced;
    return {
      lines: ordered(priced, facts),
      header: {
        subtotalHt: pricing.subtotal,
        discountHt: pricing.itemDiscount + pricing.cartDiscount,
        deliveryPrice: pricing.deliveryPrice,
        deliveryDiscount: pricing.deliveryDiscount,
        total: priced.taxed.totalTtc,
      },
      singleUsePromotionIds: pricing.applied
        .filter((applied) => priced.rules.ruleById(applied.promotionId)?.singleUse)
        .map((applied) => applied.promotionId),
    };
  }

  /** In the order's transaction: a coupon another order of the customer used fails the whole order (409). */
  consumeCoupons(
    em: EntityManager,
    priced: PricedStaffOrder,
    customerId: number,
    orderId: number,
  ): Promise<void> {
    return consumeSingleUseCoupons(em, { customerId, orderId, promotionIds: priced.singleUsePromotionIds });
  }
}
