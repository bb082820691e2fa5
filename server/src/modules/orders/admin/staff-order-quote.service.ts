/**
 * The staff order form's live price: what createStaffOrder would charge for the input as it stands
 * (the same checks, the same pricing on the channel's live promotions, the transporter's price in
 * the commune) and the refusal it would give, as data, so the form can show both while staff type.
 * It only reads: a typed customer is looked up by phone, never created (a new one is priced as an
 * unknown customer, which differs only for a rule segment that every customer matches), and the
 * stock is read, not reserved. A line short of stock is refused only when nothing else is wrong, as
 * createStaffOrder reaches its reservation only then; each line tells its available units anyway.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { priceTtc } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { AppError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { CartPricingService } from '../../promotions';
import { OrderShortageError } from '../../stock';
import type { LineShortage, OrderReservations } from '../../stock';
import type { StaffOrderInput } from './order-admin.inputs';
import { assertOrdersStaff } from './order-lock';
import { OrderProblems } from './order-problems';
import { checkPaymentPlan } from './order-rules';
import type { StaffLine } from './staff-order-check';
import type { PricedStaffOrder, StaffOrderPricing } from './staff-order-pricing';
import { checkStaffOrderRequest, staffDeliveryPrice } from './staff-order-quote.checks';
import type { CheckedStaffRequest } from './staff-order-quote.checks';
import type { StaffOrderQuote, StaffOrderQuoteLine, StaffOrderRefusal } from './staff-order-quote.results';

export interface StaffOrderQuoteDeps {
  readonly pricing: StaffOrderPricing;
  /** The live rules (cached): the promotions' titles. */
  readonly cartPricing: CartPricingService;
  readonly reservations: OrderReservations;
}

/** The refusal an error createStaffOrder would throw carries, as the quote answers it. */
export function refusalOf(error: AppError): StaffOrderRefusal {
  return {
    code: error.code,
    messageKey: error instanceof RuleError ? error.messageKey : null,
    fieldErrors: Object.keys(error.fieldErrors)
      .sort()
      .map((field) => ({ field, messages: [...(error.fieldErrors[field] ?? [])] })),
  };
}

/** What OrderProblems.assertNone would throw, or null. */
function problemsRefusal(problems: OrderProblems): StaffOrderRefusal | null {
  try {
    problems.assertNone();
    return null;
  } catch (error) {
    if (error instanceof AppError) return refusalOf(error);
    throw error;
  }
}

function shortagesOf(lines: readonly StaffLine[], available: readonly number[]): LineShortage[] {
  return lines.flatMap((line, index) => {
    const units = available[index] ?? 0;
    if (units >= line.quantity) return [];
    const { position, productId, combinationId, quantity: requested } = line;
    return [{ position, productId, combinationId, requested, available: units }];
  });
}

export class StaffOrderQuoteService {
  constructor(private readonly deps: StaffOrderQuoteDeps) {}

  async quote(ctx: RequestContext, input: StaffOrderInput): Promise<StaffOrderQuote> {
    assertOrdersStaff(ctx);
    const shopUuid = parseUuid('shopUuid', input.shopUuid);
    assertCanActInShop(ctx, shopUuid);
    const problems = new OrderProblems();
    const request = checkStaffOrderRequest(input, shopUuid, problems);
    const deliveryPrice = await staffDeliveryPrice(ctx, ctx.em, request, problems);
    const customerId = await this.customerOf(ctx.em, request, problems);
    const priced = await this.deps.pricing.price(ctx, ctx.em, {
      shopUuid,
      lines: request.lines,
      channel: input.channel,
      customerId,
      couponCodes: request.couponCodes,
      paymentType: input.paymentType,
      deliveryPrice,
      problems,
    });
    const installments = (input.installments ?? []).map((i) => ({ amount: i.amount, dueDate: i.dueDate }));
    const total = priced?.header.total ?? null;
    const firstPayment = input.firstPayment ?? null;
    checkPaymentPlan({ paymentType: input.paymentType, total, firstPayment, installments }, problems);
    const available = priced ? await this.deps.reservations.available(ctx.em, shopUuid, request.lines) : [];
    let refusal = problemsRefusal(problems);
    const shortages = shortagesOf(request.lines, available);
    if (refusal === null && priced && shortages.length > 0) {
      refusal = refusalOf(new OrderShortageError(shortages, (position) => `lines.${position}.quantity`));
    }
    return {
      lines: priced ? await this.linesOf(ctx, request, priced, available) : [],
      subtotalHt: priced?.header.subtotalHt ?? null,
      discountHt: priced?.header.discountHt ?? null,
      deliveryPrice,
      deliveryDiscount: priced?.header.deliveryDiscount ?? null,
      total,
      customerId,
      refusal,
    };
  }

  /** The quoted lines, in the order of the checked ones, with their promotions named. */
  private async linesOf(
    ctx: RequestContext,
    request: CheckedStaffRequest,
    priced: PricedStaffOrder,
    available: readonly number[],
  ): Promise<StaffOrderQuoteLine[]> {
    // Cached: the pricing has just loaded these rules, so naming the promotions costs no statement.
    const rules = await this.deps.cartPricing.rulesOf(ctx, request.shopUuid);
    const titleOf = (id: number) => {
      const row = rules.rows.find((candidate) => candidate.id === id);
      return row ? (row.translations[ctx.locale] ?? row.translations.fr).title : String(id);
    };
    return priced.lines.map((line, index) => ({
      position: request.lines[index]?.position ?? index,
      productId: line.productId,
      combinationId: line.combinationId,
      productName: line.productName,
      combinationName: line.combinationName,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unitPriceAfter: line.unitPriceAfter,
      unitPriceTtc: priceTtc(line.unitPrice, line.taxRateBp),
      unitPriceAfterTtc: priceTtc(line.unitPriceAfter, line.taxRateBp),
      taxRateBp: line.taxRateBp,
      totalHt: line.totalHt,
      totalTtc: line.totalTtc,
      promotions: line.promotions.map((p) => ({ ...p, title: titleOf(p.promotionId) })),
      available: available[index] ?? 0,
    }));
  }

  /** The chosen customer if the shop's; for a typed one, the shop's customer with that phone, if any. */
  private async customerOf(
    em: EntityManager,
    request: CheckedStaffRequest,
    problems: OrderProblems,
  ): Promise<number | null> {
    const choice = request.customer;
    if (choice === null) return null;
    const [sql, params] =
      choice.kind === 'id'
        ? ['select id from customers.customer where id = ? and shop_uuid = ?', [choice.id, request.shopUuid]]
        : [
            'select id from customers.customer where shop_uuid = ? and phone = ?',
            [request.shopUuid, choice.values.phone],
          ];
    const [row] = await em.execute<{ id: number }[]>(sql, params);
    if (row) return row.id;
    if (choice.kind === 'id') problems.add('customerId', 'Not a customer of this shop');
    return null;
  }
}
