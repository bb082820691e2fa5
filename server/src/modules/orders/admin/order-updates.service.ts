/**
 * The other changes staff make to an order, each in one transaction that locks the order first:
 * the transporter and parcel number, money received later (installments), and closing the review of
 * a flagged POS sale. The delivery price stays what the order was made with when the transporter
 * changes: the customer agreed to it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, OrderMessageKey, OrderReviewStatus } from '@tijara/schema';
import type { PaymentType } from '@tijara/schema';
import { AppError, BadUserInputError, ConflictError } from '../../../core/errors';
import { MAX_ID } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import type { OrderDetail } from '../graphql/order.results';
import type { OrderWriter } from '../placement/order-writer';
import { assertOrdersStaff, lockOrder } from './order-lock';
import type { LockedOrder } from './order-lock';
import { OrderProblems } from './order-problems';
import type { OrderReadsService } from './order-reads.service';
import {
  MAX_NOTE_LENGTH,
  MAX_TRACKING_LENGTH,
  checkRecordedPayment,
  optionalText,
  transporterLocked,
} from './order-rules';

export interface AssignTransporterRequest {
  readonly uuid: string;
  readonly transporterId?: number | null;
  readonly trackingNumber?: string | null;
}

export interface RecordPaymentRequest {
  readonly uuid: string;
  readonly amount: number;
  readonly method: PaymentType;
  readonly installment?: number | null;
}

export interface ResolveReviewRequest {
  readonly uuid: string;
  readonly note?: string | null;
}

/** Unknown, inactive, or not serving the order's commune: the transporterId field's problem. */
async function checkTransporter(
  em: EntityManager,
  order: LockedOrder,
  transporterId: number,
  problems: OrderProblems,
): Promise<void> {
  const [row] = await em.execute<{ active: boolean; serves: boolean }[]>(
    `select t.active, exists (select 1 from transporters.transporter_commune tc
       where tc.transporter_id = t.id and tc.commune_id = ?) as serves
     from transporters.transporter t where t.id = ?`,
    [order.communeId ?? 0, transporterId],
  );
  if (!row) problems.add('transporterId', 'Unknown transporter');
  else if (!row.active) problems.add('transporterId', 'This transporter is inactive');
  else if (order.communeId !== null && !row.serves) {
    problems.add(
      'transporterId',
      "This transporter does not deliver to the order's commune",
      OrderMessageKey.TRANSPORTER_NOT_SERVING,
    );
  }
}

export class OrderUpdatesService {
  constructor(
    private readonly writer: OrderWriter,
    private readonly reads: OrderReadsService,
  ) {}

  /** Sets both the transporter and the parcel number (null clears either). */
  assignTransporter(ctx: RequestContext, request: AssignTransporterRequest): Promise<OrderDetail> {
    assertOrdersStaff(ctx);
    const problems = new OrderProblems();
    const tracking = optionalText(request.trackingNumber, MAX_TRACKING_LENGTH);
    if (tracking.problem) problems.add('trackingNumber', tracking.problem);
    const transporterId = request.transporterId ?? null;
    if (
      transporterId !== null &&
      (!Number.isInteger(transporterId) || transporterId < 1 || transporterId > MAX_ID)
    ) {
      problems.add('transporterId', 'Not a transporter id');
    }
    problems.assertNone('Invalid transporter assignment');
    return ctx.em.transactional(async (em) => {
      const order = await lockOrder(ctx, em, request.uuid);
      if (transporterLocked(order.status)) {
        const message = `The order is ${order.status}: its transporter can no longer change`;
        throw new AppError(ErrorCode.CONFLICT, message, { transporterId: [message] });
      }
      if (transporterId !== null) await checkTransporter(em, order, transporterId, problems);
      problems.assertNone('Invalid transporter assignment');
      await em.execute(
        'update customer_order set transporter_id = ?, tracking_number = ?, updated_at = ? where id = ?',
        [transporterId, tracking.value, ctx.now, order.id],
        'run',
      );
      return this.reads.detailIn(ctx, em, order.uuid);
    });
  }

  /** Money received for an order; an installment is paid once, whole. Never above the balance. */
  recordPayment(ctx: RequestContext, request: RecordPaymentRequest): Promise<OrderDetail> {
    const actor = assertOrdersStaff(ctx);
    const sequence = request.installment ?? null;
    return ctx.em.transactional(async (em) => {
      const order = await lockOrder(ctx, em, request.uuid);
      const [installment] =
        sequence === null || !Number.isSafeInteger(sequence)
          ? []
          : await em.execute<{ amount: number; paid: boolean }[]>(
              'select amount, paid_at is not null as paid from order_installment where order_id = ? and sequence = ? for update',
              [order.id, sequence],
            );
      const problems = new OrderProblems();
      checkRecordedPayment(
        {
          status: order.status,
          paymentType: order.paymentType,
          balance: order.total - order.amountPaid,
          installment: installment ? { amount: Number(installment.amount), paid: installment.paid } : null,
        },
        { amount: request.amount, method: request.method, installment: sequence },
        problems,
      );
      problems.assertNone('The payment cannot be recorded');
      const payment = {
        method: request.method,
        amount: request.amount,
        installment: sequence,
        staffId: actor.staffId,
      };
      await this.writer.insertPayments(em, order.id, [payment], ctx.now);
      await em.execute(
        'update customer_order set amount_paid = amount_paid + ?, updated_at = ? where id = ?',
        [request.amount, ctx.now, order.id],
        'run',
      );
      if (sequence !== null) {
        await em.execute(
          'update order_installment set paid_at = ? where order_id = ? and sequence = ?',
          [ctx.now, order.id, sequence],
          'run',
        );
      }
      return this.reads.detailIn(ctx, em, order.uuid);
    });
  }

  /** A flagged order seen by a person: PENDING -> RESOLVED with who, when and the note. */
  resolveReview(ctx: RequestContext, request: ResolveReviewRequest): Promise<OrderDetail> {
    const actor = assertOrdersStaff(ctx);
    const note = optionalText(request.note, MAX_NOTE_LENGTH);
    if (note.problem) throw new BadUserInputError({ note: [note.problem] }, 'Invalid note');
    return ctx.em.transactional(async (em) => {
      const order = await lockOrder(ctx, em, request.uuid);
      if (order.reviewStatus !== OrderReviewStatus.PENDING) {
        throw new ConflictError('This order is not waiting for review');
      }
      await em.execute(
        `update customer_order set review_status = ?, reviewed_by_id = ?, reviewed_at = ?, review_note = ?,
           updated_at = ? where id = ?`,
        [OrderReviewStatus.RESOLVED, actor.staffId, ctx.now, note.value, ctx.now, order.id],
        'run',
      );
      return this.reads.detailIn(ctx, em, order.uuid);
    });
  }
}
