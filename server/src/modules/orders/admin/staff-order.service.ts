/**
 * Phone, wholesale and installment orders entered by staff, in ONE transaction: the customer (chosen
 * or found by phone), the delivery priced at the transporter's price in the commune, the lines priced
 * on the server on the channel's live promotions (never a price from the form), the stock reserved in
 * the shop's default warehouse, the payment plan, the history's first row. Every field at fault is
 * named at once and nothing is written on a refusal (the transaction rolls back whatever it did).
 * Wholesale orders use the same prices as the other channels for now (no wholesale price list yet).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentType } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { OrderReservations } from '../../stock';
import { orderStockReference } from '../../stock';
import type { OrderDetail } from '../graphql/order.results';
import type { NewInstallment, OrderWriter } from '../placement/order-writer';
import type { StaffOrderInput } from './order-admin.inputs';
import { assertOrdersStaff } from './order-lock';
import { OrderProblems } from './order-problems';
import type { OrderReadsService } from './order-reads.service';
import { checkPaymentPlan } from './order-rules';
import { checkStaffOrderRequest, staffDeliveryPrice } from './staff-order-quote.checks';
import type { CheckedStaffRequest } from './staff-order-quote.checks';
import type { PricedStaffOrder, StaffOrderPricing } from './staff-order-pricing';

interface ReadyOrder {
  readonly priced: PricedStaffOrder;
  readonly customerId: number;
  /** Centimes: the deposit or first payment. */
  readonly amountPaid: number;
  readonly installments: readonly NewInstallment[];
}

interface OrderToWrite {
  readonly input: StaffOrderInput;
  readonly request: CheckedStaffRequest;
  readonly ready: ReadyOrder;
  readonly staffId: string;
}

export class StaffOrderService {
  constructor(
    private readonly writer: OrderWriter,
    private readonly reservations: OrderReservations,
    private readonly pricing: StaffOrderPricing,
    private readonly reads: OrderReadsService,
  ) {}

  create(ctx: RequestContext, input: StaffOrderInput): Promise<OrderDetail> {
    const actor = assertOrdersStaff(ctx);
    const shopUuid = parseUuid('shopUuid', input.shopUuid);
    assertCanActInShop(ctx, shopUuid);
    const problems = new OrderProblems();
    const request = checkStaffOrderRequest(input, shopUuid, problems);
    return ctx.em.transactional(async (em) => {
      const ready = await this.check(ctx, em, input, request, problems);
      const uuid = await this.write(ctx, em, { input, request, ready, staffId: actor.staffId });
      return this.reads.detailIn(ctx, em, uuid);
    });
  }

  /** The database's checks and the price, then every problem at once (nothing written stays). */
  private async check(
    ctx: RequestContext,
    em: EntityManager,
    input: StaffOrderInput,
    request: CheckedStaffRequest,
    problems: OrderProblems,
  ): Promise<ReadyOrder> {
    const deliveryPrice = await staffDeliveryPrice(ctx, em, request, problems);
    const customerId = await this.customerOf(em, request, problems);
    const priced = await this.pricing.price(ctx, em, {
      shopUuid: request.shopUuid,
      lines: request.lines,
      channel: input.channel,
      customerId,
      couponCodes: request.couponCodes,
      paymentType: input.paymentType,
      deliveryPrice,
      problems,
    });
    const installments = (input.installments ?? []).map((i) => ({ amount: i.amount, dueDate: i.dueDate }));
    const firstPayment = input.firstPayment ?? null;
    const total = priced?.header.total ?? null;
    checkPaymentPlan({ paymentType: input.paymentType, total, firstPayment, installments }, problems);
    problems.assertNone();
    if (!priced || customerId === null) throw new Error('A staff order passed its checks without a price');
    return { priced, customerId, amountPaid: firstPayment ?? 0, installments };
  }

  /** The order, its lines, reservation, first history row, first payment and plan; returns its uuid. */
  private async write(ctx: RequestContext, em: EntityManager, order: OrderToWrite): Promise<string> {
    const { input, request, ready, staffId } = order;
    const placed = await this.writer.insertHeader(em, {
      ...ready.priced.header,
      shopUuid: request.shopUuid,
      customerId: ready.customerId,
      channel: input.channel,
      orderType: input.orderType,
      paymentType: input.paymentType,
      status: OrderStatus.PENDING,
      source: 'dashboard',
      clientOrderKey: null,
      requestFingerprint: null,
      cartExternalId: null,
      locale: ctx.locale,
      delivery: request.delivery,
      amountPaid: ready.amountPaid,
      origin: null,
      createdById: staffId,
      note: request.note,
      reviewStatus: null,
      flags: [],
      at: ctx.now,
      deliveredAt: null,
    });
    if (!placed) throw new Error('A staff order has no client key: its insert cannot be skipped');
    await this.writer.insertLines(em, placed.id, ready.priced.lines);
    await this.reservations.reserveAll(em, {
      shopUuid: request.shopUuid,
      reference: orderStockReference(placed.uuid),
      lines: request.lines,
      at: ctx.now,
      fieldOf: (position) => `lines.${position}.quantity`,
    });
    const history = {
      orderId: placed.id,
      from: null,
      to: OrderStatus.PENDING,
      at: ctx.now,
      staffId,
      note: null,
    };
    await this.writer.recordStatus(em, history);
    if (ready.amountPaid > 0) {
      // The form has no tender choice: a deposit or first payment taken by staff is recorded as cash.
      const payment = { method: PaymentType.CASH, amount: ready.amountPaid, installment: null, staffId };
      await this.writer.insertPayments(em, placed.id, [payment], ctx.now);
    }
    await this.writer.insertInstallments(em, placed.id, ready.installments);
    await this.pricing.consumeCoupons(em, ready.priced, ready.customerId, placed.id);
    return placed.uuid;
  }

  /** A chosen customer must be the shop's; a typed one is found by phone or created (rolled back on refusal). */
  private async customerOf(
    em: EntityManager,
    request: CheckedStaffRequest,
    problems: OrderProblems,
  ): Promise<number | null> {
    const choice = request.customer;
    if (choice === null) return null;
    if (choice.kind === 'form') {
      return this.writer.upsertCustomer(em, { shopUuid: request.shopUuid, ...choice.values });
    }
    const rows = await em.execute<{ id: number }[]>(
      'select id from customers.customer where id = ? and shop_uuid = ?',
      [choice.id, request.shopUuid],
    );
    if (rows.length > 0) return choice.id;
    problems.add('customerId', 'Not a customer of this shop');
    return null;
  }
}
