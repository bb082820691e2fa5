/**
 * Transporter payments: what each carrier owes (its delivered cash-on-delivery orders not handed
 * over yet), the orders a clerk can tick on the payment screen, the history, and recording a
 * payment. Recording is one transaction: lock the chosen orders, check them (payment-rules.ts),
 * write the payment and one row per order. The unique order column of transporter_payment_order is
 * the last guard: whatever slips past the lock still cannot pay an order twice, and answers 409.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission } from '@tijara/schema';
import { assertPermission } from '../../core/access';
import { NotFoundError } from '../../core/errors';
import { assertId, MAX_ID } from '../../core/ids';
import { pageWindow } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { alreadyPaidError, checkPayable, checkPaymentRequest } from './payment-rules';
import type { PayableCandidate, PaymentRequest } from './payment-rules';
import {
  countPayments,
  dueRows,
  lockOrders,
  paidOrderIds,
  paymentLineRows,
  paymentRowById,
  paymentRows,
  transporterExists,
  unpaidOrderRows,
} from './payment-queries';
import type { LockedOrderRow } from './payment-queries';
import { dueOf, paymentsOf, unpaidOrdersOf } from './payment-view';
import { TransporterPayment } from './transporter-payment.entity';
import { TransporterPaymentOrder } from './transporter-payment-order.entity';
import type {
  RecordedTransporterPayment,
  TransporterDue,
  UnpaidTransporterOrder,
} from './transporter-payment.results';

export interface PaymentsQuery {
  readonly transporterId?: number | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface PaymentsPage {
  readonly items: RecordedTransporterPayment[];
  readonly totalCount: number;
  readonly page: number;
  readonly pageSize: number;
}

const ORDER_UNIQUE = 'transporter_payment_order_order_id_unique';

function candidateOf(row: LockedOrderRow): PayableCandidate {
  return {
    id: row.id,
    transporterId: row.transporter_id,
    status: row.status,
    paymentType: row.payment_type,
    total: row.total,
  };
}

/** What PostgreSQL's error carries (copied onto MikroORM's exception): the constraint and its detail. */
interface PgViolation {
  readonly constraint?: unknown;
  readonly detail?: unknown;
}

/** PostgreSQL names the duplicate in the detail: `Key (order_id)=(12) already exists.` */
function duplicateOrderIds({ detail }: PgViolation, requested: readonly number[]): number[] {
  const match = /\(order_id\)=\((\d+)\)/.exec(typeof detail === 'string' ? detail : '');
  return match?.[1] ? [Number(match[1])] : [...requested];
}

/** A payment that lost the race on an order becomes 409 order_already_paid, never a 500. */
export function paymentClientError(error: unknown, requested: readonly number[]): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const violation = error as PgViolation;
  return violation.constraint === ORDER_UNIQUE
    ? alreadyPaidError(duplicateOrderIds(violation, requested))
    : error;
}

export class TransporterPaymentsService {
  /** Every transporter, active or not, with its unpaid orders' count and total, by name. */
  async transportersDue(ctx: RequestContext): Promise<TransporterDue[]> {
    assertPermission(ctx, Permission.TRANSPORTER_PAYMENTS);
    return (await dueRows(ctx.em)).map(dueOf);
  }

  /** The transporter's orders awaiting its payment, sorted by deliveryName then id; 404 unknown. */
  async unpaidOrders(ctx: RequestContext, transporterId: number): Promise<UnpaidTransporterOrder[]> {
    assertPermission(ctx, Permission.TRANSPORTER_PAYMENTS);
    await this.assertTransporter(ctx.em, transporterId);
    return unpaidOrdersOf(await unpaidOrderRows(ctx.em, transporterId));
  }

  /** Recorded payments, newest first, with their orders: 3 statements whatever the page holds. */
  async payments(ctx: RequestContext, query: PaymentsQuery = {}): Promise<PaymentsPage> {
    assertPermission(ctx, Permission.TRANSPORTER_PAYMENTS);
    const window = pageWindow(query.page, query.pageSize);
    const transporterId = query.transporterId ?? null;
    if (transporterId !== null) await this.assertTransporter(ctx.em, transporterId);
    const totalCount = await countPayments(ctx.em, transporterId);
    const rows = totalCount > window.offset ? await paymentRows(ctx.em, { transporterId, ...window }) : [];
    const lines = await paymentLineRows(
      ctx.em,
      rows.map((row) => row.id),
    );
    return { items: paymentsOf(rows, lines), totalCount, page: window.page, pageSize: window.size };
  }

  /** Records what the transporter handed over for the chosen orders; see payment-rules.ts. */
  async pay(ctx: RequestContext, request: PaymentRequest): Promise<RecordedTransporterPayment> {
    const actor = assertPermission(ctx, Permission.TRANSPORTER_PAYMENTS);
    const payment = checkPaymentRequest(request);
    try {
      return await ctx.em.transactional(async (em) => {
        await this.assertTransporter(em, payment.transporterId);
        // Ids beyond the integer column's range cannot exist: they are reported unknown without asking.
        const lookable = payment.orderIds.filter((id) => id <= MAX_ID);
        const orders = await lockOrders(em, lookable);
        const paid = await paidOrderIds(em, lookable);
        const total = checkPayable({ payment, orders: orders.map(candidateOf), paidOrderIds: paid });
        const paymentId = await em.insert(TransporterPayment, {
          transporter: payment.transporterId,
          total,
          reference: payment.reference,
          note: payment.note,
          recordedBy: actor.staffId,
          paidAt: ctx.now,
        });
        await em.insertMany(
          TransporterPaymentOrder,
          orders.map((order) => ({ payment: paymentId, order: order.id, amount: order.total })),
        );
        return this.recorded(em, paymentId);
      });
    } catch (error) {
      throw paymentClientError(error, payment.orderIds);
    }
  }

  private async recorded(em: EntityManager, paymentId: number): Promise<RecordedTransporterPayment> {
    const row = await paymentRowById(em, paymentId);
    if (!row) throw new Error(`Payment ${paymentId} vanished inside its own transaction`);
    const [recorded] = paymentsOf([row], await paymentLineRows(em, [paymentId]));
    if (!recorded) throw new Error(`Payment ${paymentId} could not be shaped`);
    return recorded;
  }

  private async assertTransporter(em: EntityManager, transporterId: number): Promise<void> {
    assertId('transporterId', transporterId, 'Transporter');
    if (!(await transporterExists(em, transporterId))) throw new NotFoundError('Transporter', transporterId);
  }
}
