/**
 * Everything the checkout reads before it writes, in as few statements as the cart allows: the lines'
 * facts and the delivery quote (two statements, sent together), the live rules (cached), the
 * customer's facts only when a live rule depends on who buys. Then the engine prices the cart: what
 * the order stores comes from here, never from the client.
 */
import { ErrorCode, NotAppliedReason, OrderMessageKey, PaymentType, SalesChannel } from '@tijara/schema';
import type { CartCustomer, NotAppliedPromotion, PromotionRule } from '@tijara/schema';
import { concurrentReads } from '../../../core/concurrent-reads';
import { BadUserInputError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import {
  CouponAlreadyUsedError,
  customerFacts,
  rulesNeedCustomer,
  selectCartLines,
  unsellableLines,
} from '../../promotions';
import type { CartLineFacts, CartPricingService, PricedCart } from '../../promotions';
import type { OrderPromotion } from '../data';
import type { NewOrderLine } from './order-writer';
import type { CheckoutDraft, CheckoutLine } from './checkout-check';
import { quoteDelivery } from './delivery-quote.sql';

export interface PricedCheckout {
  readonly lines: readonly NewOrderLine[];
  /** The merged lines, with the request position each stands for. */
  readonly stockLines: readonly CheckoutLine[];
  readonly subtotalHt: number;
  readonly discountHt: number;
  readonly deliveryPrice: number;
  readonly deliveryDiscount: number;
  readonly total: number;
  readonly promotions: readonly OrderPromotion[];
  /** Single-use promotions the pricing applied: consumed at placement. */
  readonly singleUsePromotionIds: readonly number[];
}

/** A shopper who added the same product twice has one line of both quantities, at the first's place. */
export function mergeLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<string, CheckoutLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.combinationId ?? 0}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/** 422: lines naming what the shop does not sell; each named with its request position. */
export class UnsellableLinesError extends RuleError {
  constructor(problems: { line: CheckoutLine; message: string }[]) {
    const field = (p: { line: CheckoutLine; message: string }) =>
      `cart.${p.line.position}.${p.message.startsWith('This product') ? p.line.keys.product : p.line.keys.combination}`;
    super(
      ErrorCode.UNPROCESSABLE,
      OrderMessageKey.UNKNOWN_PRODUCT,
      `${problems.length} line(s) cannot be ordered`,
      Object.fromEntries(problems.map((p) => [field(p), [p.message]])),
      {
        lines: problems.map((p) => ({
          line: p.line.position,
          productId: p.line.productId,
          combinationId: p.line.combinationId,
          message: p.message,
        })),
      },
    );
  }
}

/**
 * A code the shopper typed whose single-use promotion they already used: refused (409) rather than an
 * order silently at full price. Racing orders are caught later, at consumption.
 */
function refuseUsedCoupons(
  notApplied: readonly NotAppliedPromotion[],
  rules: readonly PromotionRule[],
  codes: readonly string[],
): void {
  const typed = new Set(
    rules.filter((r) => r.couponCode !== null && codes.includes(r.couponCode)).map((r) => r.id),
  );
  const used = notApplied.filter(
    (n) => n.reason === NotAppliedReason.COUPON_ALREADY_USED && typed.has(n.promotionId),
  );
  if (used.length > 0) throw new CouponAlreadyUsedError(used.map((n) => n.promotionId));
}

async function knownCustomerFacts(
  ctx: RequestContext,
  shopUuid: string,
  phone: string,
): Promise<CartCustomer> {
  const [row] = await ctx.em
    .getConnection()
    .execute<{ id: number }[]>('select id from customers.customer where shop_uuid = ? and phone = ?', [
      shopUuid,
      phone,
    ]);
  return row ? customerFacts(ctx.em, shopUuid, row.id) : { segmentIds: [], usedPromotionIds: [] };
}

function orderLines(
  lines: readonly CheckoutLine[],
  facts: readonly CartLineFacts[],
  priced: Pick<PricedCart, 'pricing' | 'taxed'>,
) {
  return lines.map((line, index): NewOrderLine => {
    const fact = facts[index];
    const pricing = priced.pricing.lines[index];
    const taxed = priced.taxed.lines[index];
    if (!fact || !pricing || !taxed) throw new Error(`Line ${index} was not priced`);
    return {
      productId: line.productId,
      combinationId: line.combinationId,
      productName: fact.productName ?? String(line.productId),
      combinationName: fact.combinationName,
      sku: fact.sku,
      quantity: line.quantity,
      unitPrice: pricing.unitPrice,
      unitPriceAfter: pricing.unitPriceAfter,
      taxRateBp: fact.taxRateBp,
      totalHt: taxed.totalHt,
      totalTtc: taxed.totalTtc,
      promotions: pricing.itemDiscounts.map((d) => ({ promotionId: d.promotionId, amount: d.amount })),
      cataloguePrice: null,
    };
  });
}

export async function priceCheckout(
  ctx: RequestContext,
  pricing: CartPricingService,
  shopUuid: string,
  draft: CheckoutDraft,
): Promise<PricedCheckout> {
  const lines = mergeLines(draft.lines);
  const [facts, quote] = await concurrentReads(
    ctx.em,
    () => selectCartLines(ctx.em, shopUuid, lines),
    () => quoteDelivery(ctx.em, { shopUuid, ...draft.delivery, at: ctx.now }),
  );
  if (!quote.ok) {
    if (!quote.shopKnown) throw new BadUserInputError({ shopUuid: ['No such shop'] }, 'Unknown shop');
    const errors = Object.fromEntries(
      Object.entries(quote.problems).map(([field, p]) => [`deliveryAddress.${field}`, [p.message]]),
    );
    throw new RuleError(
      ErrorCode.BAD_USER_INPUT,
      OrderMessageKey.NOT_DELIVERABLE,
      'Cannot deliver there',
      errors,
      {
        messageKeys: Object.fromEntries(
          Object.entries(quote.problems).map(([f, p]) => [`deliveryAddress.${f}`, p.key]),
        ),
      },
    );
  }
  const unsellable = unsellableLines(lines, facts);
  const problems = Object.entries(unsellable).map(([index, message]) => ({
    line: lines[Number(index)] as CheckoutLine,
    message,
  }));
  if (problems.length > 0) throw new UnsellableLinesError(problems);
  const rules = await pricing.rulesOf(ctx, shopUuid);
  const customer = rulesNeedCustomer(rules.rules as PromotionRule[])
    ? await knownCustomerFacts(ctx, shopUuid, draft.customer.phone)
    : null;
  const priced = await pricing.priceFacts(ctx, {
    shopUuid,
    lines,
    facts,
    channel: SalesChannel.ECOMMERCE,
    customer,
    couponCodes: draft.couponCodes,
    paymentMethod: PaymentType.TRANSPORTER,
    deliveryPrice: quote.price,
    at: ctx.now.getTime(),
  });
  const p = priced.pricing;
  refuseUsedCoupons(p.notApplied, rules.rules as PromotionRule[], draft.couponCodes);
  const promotions = p.applied
    .filter((a) => a.target !== 'items')
    .map((a) => ({
      promotionId: a.promotionId,
      target: a.target as 'subtotal' | 'delivery',
      amount: a.amount,
    }));
  const singleUse = new Set(rules.rules.filter((rule) => rule.singleUse).map((rule) => rule.id));
  return {
    lines: orderLines(lines, facts, priced),
    stockLines: lines,
    subtotalHt: p.subtotal,
    discountHt: p.itemDiscount + p.cartDiscount,
    deliveryPrice: p.deliveryPrice,
    deliveryDiscount: p.deliveryDiscount,
    total: priced.taxed.totalTtc,
    promotions,
    singleUsePromotionIds: p.applied.map((a) => a.promotionId).filter((id) => singleUse.has(id)),
  };
}
