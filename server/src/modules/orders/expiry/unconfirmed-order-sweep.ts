/**
 * The system's side of unconfirmed web orders: a web order still PENDING when its shop's delay
 * (`unconfirmed_order_days`, 0 never) has run out since it was made is cancelled, exactly as a member
 * of staff cancels one (`OrderTransitionsService.move`: the reservation released in the same
 * transaction, a history row), with no staff, a note and the message key the apps translate.
 *
 * Batches of `batchSize`, each its own transaction locking its rows with SKIP LOCKED: several
 * instances sweeping at once share the work instead of waiting on each other, and an order a member
 * of staff is changing right now is left to them (the next pass sees what they decided). A pass
 * ends when a batch comes back short, so it always finishes; running it again cancels nothing more.
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

const DUE_ORDERS = `select o.id, o.uuid, o.shop_uuid, o.status, o.payment_type, o.total, o.amount_paid,
    o.transporter_id, o.commune_id, o.review_status, s.unconfirmed_order_days as days
  from customer_order o join shop.shop s on s.uuid = o.shop_uuid
  where ${UNCONFIRMED_WEB} and (${AUTO_CANCEL_AT}) <= ?
  order by o.created_at, o.id limit ? for update of o skip locked`;

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
      const batch = await em.fork().transactional((tx) => this.cancelBatch(tx, at));
      cancelled += batch;
      if (batch < this.batchSize) return cancelled;
    }
  }

  private async cancelBatch(em: EntityManager, at: Date): Promise<number> {
    const rows = await em.execute<DueRow[]>(DUE_ORDERS, [at, this.batchSize]);
    for (const row of rows) {
      await this.transitions.move(em, lockedOf(row), OrderStatus.CANCELLED, {
        at,
        staffId: null,
        note: `Not confirmed within ${row.days} days: cancelled by the system, its stock released`,
        messageKey: OrderMessageKey.AUTO_CANCELLED_UNCONFIRMED,
      });
    }
    return rows.length;
  }
}
