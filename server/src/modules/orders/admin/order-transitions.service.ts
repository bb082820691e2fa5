/**
 * Staff moving an order along ORDER_STATUS_TRANSITIONS, one transaction per change that locks the
 * order row first. The stock follows in the same transaction:
 * - CANCELLED gives the order's reservation (`order:<uuid>`) back;
 * - SHIPPED turns it into SALE ledger rows (the goods left with the carrier);
 * - RETURNED puts every unit that left under the order's reference (a shipped order's consumed
 *   reservation, a POS sale's movements) back into the warehouse it left from, as RETURN rows;
 * - DELIVERED stamps deliveredAt, which is what transporter payments read.
 * Every change writes a history row with the member of staff and the note. The system's own moves
 * (the sweep of unconfirmed web orders) go through `move` too, with no staff and a message key.
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

/** Who moves an order and why: a member of staff with their note, or the system with a message key. */
export interface StatusChangeAuthor {
  readonly at: Date;
  /** Null: the system. */
  readonly staffId: string | null;
  readonly note: string | null;
  /** Why the system moved it, for the apps to translate; null for a person. */
  readonly messageKey: string | null;
}

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
      await this.move(em, order, request.status, {
        at: ctx.now,
        staffId: actor.staffId,
        note: note.value,
        messageKey: null,
      });
      return this.reads.detailIn(ctx, em, order.uuid);
    });
  }

  /**
   * Moves an order the caller locked in this transaction (`lockOrder`, or the sweep's own lock),
   * with its stock, its status and its history row: the one way an order changes status, whether
   * a member of staff or the system asks.
   */
  async move(em: EntityManager, order: LockedOrder, to: OrderStatus, by: StatusChangeAuthor): Promise<void> {
    if (!canMoveOrder(order.status, to)) throw refusedMove(order, to);
    if (to === OrderStatus.SHIPPED && order.communeId !== null && order.transporterId === null) {
      const message = 'Assign a transporter before the parcel leaves';
      throw new BadUserInputError({ transporterId: [message] }, message);
    }
    await this.moveStock(em, order, to, by);
    await em.execute(
      `update customer_order set status = ?, updated_at = ?,
         delivered_at = case when ? then ?::timestamptz else delivered_at end where id = ?`,
      [to, by.at, to === OrderStatus.DELIVERED, by.at, order.id],
      'run',
    );
    await this.writer.recordStatus(em, {
      orderId: order.id,
      from: order.status,
      to,
      at: by.at,
      staffId: by.staffId,
      note: by.note,
      messageKey: by.messageKey,
    });
  }

  private async moveStock(
    em: EntityManager,
    order: LockedOrder,
    to: OrderStatus,
    by: StatusChangeAuthor,
  ): Promise<void> {
    const reference = orderStockReference(order.uuid);
    if (to === OrderStatus.CANCELLED) {
      await this.ledger.release(em, reference, by.at);
    } else if (to === OrderStatus.SHIPPED) {
      await this.ledger.consume(em, reference, {
        reason: StockMovementReason.SALE,
        staffId: by.staffId,
        at: by.at,
      });
    } else if (to === OrderStatus.RETURNED) {
      for (const line of await unitsSoldUnder(em, reference)) {
        await this.ledger.move(em, {
          warehouseId: line.warehouse_id,
          productId: line.product_id,
          combinationId: line.combination_id,
          quantity: line.quantity,
          reason: StockMovementReason.RETURN,
          reference,
          staffId: by.staffId,
          at: by.at,
          guard: 'none',
        });
      }
    }
  }
}
