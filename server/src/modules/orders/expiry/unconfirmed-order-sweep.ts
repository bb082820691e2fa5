/**
 * The system's side of unconfirmed web orders: a web order still PENDING when its shop's delay
 * (`unconfirmed_order_days`, 0 never) has run out since it was made is cancelled, exactly as a member
 * of staff cancels one (`OrderTransitionsService.move`: the reservation released in the same
 * transaction, a history row), with no staff, a note and the message key the apps translate.
 *
 * The due orders are found in batches of `batchSize` (no lock), then each is cancelled in its own short
 * transaction that locks its row with SKIP LOCKED and checks it is still due: several instances
 * sweeping at once share the work instead of waiting on each other, an order a member of staff is
 * changing right now is left to them (the next pass sees what they decided), and the stock rows of
 * one order are all a transaction holds (a batch releasing many orders' reservations would lock
 * stock levels out of the checkout's order and could deadlock with it). A pass ends when a batch
 * comes back short or cancels nothing, so it always finishes; running it again cancels nothing more.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageKey, OrderStatus } from '@tijara/schema';
import type { OrderReviewStatus, PaymentType } from '@tijara/schema';
import type { Clock } from '../../../core/clock';
import type { LockedOrder } from '../admin/order-lock';
import { AUTO_CANCEL_AT, UNCONFIRMED_WEB } from '../admin/order-list.sql';
import type { OrderTransitionsService } from '../admin/order-transitions.service';

export const SWEEP_BATCH_SIZE = 100;

interface DueRow {
  id: number;
  uuid: string;
  shop_uuid: string;
  status: OrderStatus;
  payment_type: PaymentType;
  total: number;
  amount_paid: number;
  transporter_id: number | null;
  commune_id: number | null;
  review_status: OrderReviewStatus | null;
  days: number;
}

const DUE_IDS = `select o.id from customer_order o join shop.shop s on s.uuid = o.shop_uuid
  where ${UNCONFIRMED_WEB} and (${AUTO_CANCEL_AT}) <= ?
  order by o.created_at, o.id limit ?`;

const DUE_ORDER = `select o.id, o.uuid, o.shop_uuid, o.status, o.payment_type, o.total, o.amount_paid,
    o.transporter_id, o.commune_id, o.review_status, s.unconfirmed_order_days as days
  from customer_order o join shop.shop s on s.uuid = o.shop_uuid
  where o.id = ? and ${UNCONFIRMED_WEB} and (${AUTO_CANCEL_AT}) <= ?
  for update of o skip locked`;

function lockedOf(row: DueRow): LockedOrder {
  return {
    id: row.id,
    uuid: row.uuid,
    shopUuid: row.shop_uuid,
    status: row.status,
    paymentType: row.payment_type,
    total: Number(row.total),
    amountPaid: Number(row.amount_paid),
    transporterId: row.transporter_id,
    communeId: row.commune_id,
    reviewStatus: row.review_status,
  };
}

export interface SweepOptions {
  readonly clock: Clock;
  readonly batchSize?: number;
}

export class UnconfirmedOrderSweep {
  private readonly batchSize: number;

  constructor(
    private readonly transitions: OrderTransitionsService,
    private readonly options: SweepOptions,
  ) {
    this.batchSize = options.batchSize ?? SWEEP_BATCH_SIZE;
  }

  /** One pass over every shop; answers how many orders it cancelled. */
  async run(em: EntityManager): Promise<number> {
    const at = this.options.clock();
    let cancelled = 0;
    for (;;) {
      const ids = await em.fork().execute<{ id: number }[]>(DUE_IDS, [at, this.batchSize]);
      let batch = 0;
      for (const { id } of ids) {
        if (await em.fork().transactional((tx) => this.cancelOne(tx, id, at))) batch += 1;
      }
      cancelled += batch;
      // Short: nothing more is due. None cancelled: what is left is locked by someone else.
      if (ids.length < this.batchSize || batch === 0) return cancelled;
    }
  }

  /** Whether the order was still due (and not locked by another writer) and is now cancelled. */
  private async cancelOne(em: EntityManager, id: number, at: Date): Promise<boolean> {
    const [row] = await em.execute<DueRow[]>(DUE_ORDER, [id, at]);
    if (!row) return false;
    await this.transitions.move(em, lockedOf(row), OrderStatus.CANCELLED, {
      at,
      staffId: null,
      note: `Not confirmed within ${row.days} days: cancelled by the system, its stock released`,
      messageKey: OrderMessageKey.AUTO_CANCELLED_UNCONFIRMED,
    });
    return true;
  }
}
