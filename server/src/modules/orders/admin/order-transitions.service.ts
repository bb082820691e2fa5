/**
 * Staff moving an order along ORDER_STATUS_TRANSITIONS, one transaction per change that locks the
 * order row first. The stock follows in the same transaction:
 * - CANCELLED gives the order's reservation (`order:<uuid>`) back;
 * - SHIPPED turns it into SALE ledger rows (the goods left with the carrier);
 * - RETURNED puts every unit that left under the order's reference (a shipped order's consumed
 *   reservation, a POS sale's movements) back into the warehouse it left from, as RETURN rows;
 * - DELIVERED stamps deliveredAt, which is what transporter payments read.
 * Every change writes a history row with the member of staff and the note.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, OrderMessageKey, OrderStatus, StockMovementReason, canMoveOrder } from '@tijara/schema';
import { BadUserInputError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { orderStockReference, unitsSoldUnder } from '../../stock';
import type { StockLedger } from '../../stock';
import type { OrderDetail } from '../graphql/order.results';
import type { OrderWriter } from '../placement/order-writer';
import { assertOrdersStaff, lockOrder } from './order-lock';
import type { LockedOrder } from './order-lock';
import type { OrderReadsService } from './order-reads.service';
import { MAX_NOTE_LENGTH, allowedTransitions, optionalText } from './order-rules';

export interface ChangeOrderStatusRequest {
  readonly uuid: string;
  readonly status: OrderStatus;
  readonly note?: string | null;
}

function refusedMove(order: LockedOrder, to: OrderStatus): RuleError {
  const allowed = allowedTransitions(order.status);
  const message =
    allowed.length === 0
      ? `A ${order.status} order can no longer change`
      : `A ${order.status} order can become ${allowed.join(' or ')}, not ${to}`;
  return new RuleError(
    ErrorCode.BAD_USER_INPUT,
    OrderMessageKey.INVALID_TRANSITION,
    message,
    { status: [message] },
    {
      from: order.status,
      to,
      allowed,
    },
  );
}

export class OrderTransitionsService {
  constructor(
    private readonly ledger: StockLedger,
    private readonly writer: OrderWriter,
    private readonly reads: OrderReadsService,
  ) {}

  changeStatus(ctx: RequestContext, request: ChangeOrderStatusRequest): Promise<OrderDetail> {
    const actor = assertOrdersStaff(ctx);
    const note = optionalText(request.note, MAX_NOTE_LENGTH);
    if (note.problem) throw new BadUserInputError({ note: [note.problem] }, 'Invalid note');
    return ctx.em.transactional(async (em) => {
      const order = await lockOrder(ctx, em, request.uuid);
      const to = request.status;
      if (!canMoveOrder(order.status, to)) throw refusedMove(order, to);
      if (to === OrderStatus.SHIPPED && order.communeId !== null && order.transporterId === null) {
        const message = 'Assign a transporter before the parcel leaves';
        throw new BadUserInputError({ transporterId: [message] }, message);
      }
      await this.moveStock(ctx, em, order, to, actor.staffId);
      await em.execute(
        `update customer_order set status = ?, updated_at = ?,
           delivered_at = case when ? then ?::timestamptz else delivered_at end where id = ?`,
        [to, ctx.now, to === OrderStatus.DELIVERED, ctx.now, order.id],
        'run',
      );
      await this.writer.recordStatus(em, {
        orderId: order.id,
        from: order.status,
        to,
        at: ctx.now,
        staffId: actor.staffId,
        note: note.value,
      });
      return this.reads.detailIn(ctx, em, order.uuid);
    });
  }

  private async moveStock(
    ctx: RequestContext,
    em: EntityManager,
    order: LockedOrder,
    to: OrderStatus,
    staffId: string,
  ): Promise<void> {
    const reference = orderStockReference(order.uuid);
    if (to === OrderStatus.CANCELLED) {
      await this.ledger.release(em, reference, ctx.now);
    } else if (to === OrderStatus.SHIPPED) {
      await this.ledger.consume(em, reference, { reason: StockMovementReason.SALE, staffId, at: ctx.now });
    } else if (to === OrderStatus.RETURNED) {
      for (const line of await unitsSoldUnder(em, reference)) {
        await this.ledger.move(em, {
          warehouseId: line.warehouse_id,
          productId: line.product_id,
          combinationId: line.combination_id,
          quantity: line.quantity,
          reason: StockMovementReason.RETURN,
          reference,
          staffId,
          at: ctx.now,
          guard: 'none',
        });
      }
    }
  }
}
